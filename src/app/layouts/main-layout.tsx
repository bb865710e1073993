import { Suspense, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import LocalGasStation from '@mui/icons-material/LocalGasStation';
import { PageLoader } from '@/components/feedback/page-loader';
import { ComponentDefaults } from '@/lib/theme/component-defaults';
import { HEADER_ANIMATION_MS } from '@/features/menu/header-logic';
import { useStickyHeader } from '@/features/menu/hooks/use-sticky-header';
import { useViewportWidth } from '@/features/menu/hooks/use-viewport-width';
import { MenuButton } from '@/features/menu/components/menu-button';
import { SideMenu } from '@/features/menu/components/side-menu';
import { selectMenuClasses } from '@/features/menu/menu-slice';
import { selectToken } from '@/features/auth/selectors';
import { tokenRoles } from '@/features/auth/token';
import { LanguageSelect } from '@/features/theme/components/language-select';
import '@/store/lazy-slices';
import { useAppSelector } from '@/store/hooks';
import { UserMenu } from './user-menu';

interface MainLayoutProps {
  /** Where the logo links to (the main area's root). */
  home: string;
  /** The auth guard (decides the profile path). */
  guard?: boolean;
}

/**
 * The main application area: a sticky header (menu button, logo, language, user menu), the side
 * menu and the current screen. Loaded lazily with its menu state, so none of it weighs on the
 * login page.
 */
export function MainLayout({ home, guard = true }: MainLayoutProps) {
  const { t } = useTranslation('common');
  const header = useRef<HTMLElement>(null);
  const headerState = useStickyHeader(header);
  const menuClasses = useAppSelector(selectMenuClasses);
  const menuId = useId();
  const token = useAppSelector(selectToken);
  useViewportWidth();

  return (
    <ComponentDefaults>
      <Box
        className={menuClasses.join(' ')}
        sx={{ minHeight: '100vh', bgcolor: 'background.default' }}
      >
        <AppBar
          ref={header}
          position="fixed"
          data-header-state={headerState}
          sx={{
            transform: headerState === 'unpinned' ? 'translateY(-100%)' : 'none',
            transition:
              headerState === 'unfixed' ? 'none' : `transform ${HEADER_ANIMATION_MS}ms ease-in-out`,
          }}
        >
          <Toolbar sx={{ gap: { xs: 1, sm: 2 } }}>
            <MenuButton controls={menuId} />
            <Box
              component={RouterLink}
              to={home}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                color: 'inherit',
                textDecoration: 'none',
                flexGrow: 1,
                borderRadius: 1,
                '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: 2 },
              }}
            >
              <LocalGasStation aria-hidden="true" />
              <Typography variant="h6" component="span" sx={{ fontWeight: 700 }}>
                {t('appName')}
              </Typography>
            </Box>
            <LanguageSelect />
            <UserMenu guard={guard} />
          </Toolbar>
        </AppBar>
        <Box sx={{ display: 'flex', alignItems: 'stretch' }}>
          <SideMenu home={home} id={menuId} roles={guard ? tokenRoles(token) : null} />
          <Box component="main" sx={{ flexGrow: 1, minWidth: 0, px: { xs: 2, md: 4 }, pb: 4 }}>
            <Toolbar aria-hidden="true" sx={{ mb: 2 }} />
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </Box>
        </Box>
      </Box>
    </ComponentDefaults>
  );
}
