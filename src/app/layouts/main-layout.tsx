import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import LocalGasStation from '@mui/icons-material/LocalGasStation';
import { PageLoader } from '@/components/feedback/page-loader';
import { LogoutButton } from '@/features/auth/components/logout-button';
import { selectUserDisplayName } from '@/features/auth/selectors';
import { LanguageSelect } from '@/features/theme/components/language-select';
import { useAppSelector } from '@/store/hooks';

interface MainLayoutProps {
  /** Where the logo links to (the main area's root). */
  home: string;
}

/** The main application area: app bar (product, user, language, logout) and the current screen. */
export function MainLayout({ home }: MainLayoutProps) {
  const { t } = useTranslation('common');
  const name = useAppSelector(selectUserDisplayName);
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="sticky">
        <Toolbar sx={{ gap: 2, flexWrap: 'wrap' }}>
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
            }}
          >
            <LocalGasStation />
            <Typography variant="h6" component="span" sx={{ fontWeight: 700 }}>
              {t('appName')}
            </Typography>
          </Box>
          {name && (
            <Typography
              variant="body2"
              component="span"
              aria-label={t('user.signedInAs', { name })}
            >
              {name}
            </Typography>
          )}
          <LanguageSelect />
          <LogoutButton />
        </Toolbar>
      </AppBar>
      <Container component="main" sx={{ py: 4 }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Container>
    </Box>
  );
}
