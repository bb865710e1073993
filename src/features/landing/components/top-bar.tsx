import { useId, useRef, useState } from 'react';
import type { FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import LocalGasStation from '@mui/icons-material/LocalGasStation';
import MenuIcon from '@mui/icons-material/Menu';
import { LANDING_SECTIONS } from '../landing-sections';
import type { LandingSection } from '../landing-sections';
import { useMobileMenu } from '../hooks/use-mobile-menu';
import { useTopBarHidden } from '../hooks/use-top-bar';
import { DESKTOP_MENU_QUERY } from '../utils/mobile-menu';
import { TOP_BAR_ANIMATION_MS } from '../utils/top-bar';

interface TopBarProps {
  onSection: (section: LandingSection) => void;
  onBuy: () => void;
}

/**
 * The landing's fixed top bar: brand, the section menu (in the bar from 992 px, behind a menu
 * button below that) and the buy button. It slides away while the page scrolls down and back when
 * it scrolls up, and stays while the mobile menu is open or the keyboard's focus is inside it.
 */
export function TopBar({ onSection, onBuy }: TopBarProps) {
  const { t } = useTranslation('landing');
  const bar = useRef<HTMLElement>(null);
  const scrolledAway = useTopBarHidden(bar);
  const { open, toggle, entryChosen, menu, button } = useMobileMenu();
  const [focusInside, setFocusInside] = useState(false);
  const menuId = useId();
  const hidden = scrolledAway && !open && !focusInside;

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)))
      setFocusInside(false);
  };

  return (
    <Box
      component="header"
      ref={bar}
      data-hidden={hidden}
      // only the keyboard's focus holds the bar in place (a click leaves no visible focus ring)
      onFocus={(event) => setFocusInside(event.target.matches(':focus-visible'))}
      onBlur={onBlur}
      sx={{
        position: 'fixed',
        top: 0,
        insetInline: 0,
        zIndex: 'appBar',
        bgcolor: 'background.paper',
        color: 'text.primary',
        borderBottom: 1,
        borderColor: 'divider',
        boxShadow: 2,
        transform: hidden ? 'translateY(-100%)' : 'none',
        transition: `transform ${TOP_BAR_ANIMATION_MS}ms ease-in-out`,
        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
      }}
    >
      <Container
        sx={{ position: 'relative', display: 'flex', alignItems: 'center', gap: 1, minHeight: 64 }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexGrow: 1, minWidth: 0 }}>
          <LocalGasStation color="primary" aria-hidden="true" />
          <Typography component="span" variant="h6" noWrap sx={{ fontWeight: 700 }}>
            {t('appName', { ns: 'common' })}
          </Typography>
        </Box>
        <Box
          component="nav"
          id={menuId}
          ref={menu}
          aria-label={t('nav.label')}
          sx={{
            display: open ? 'block' : 'none',
            position: 'absolute',
            top: '100%',
            insetInline: 0,
            bgcolor: 'background.paper',
            borderBottom: 1,
            borderColor: 'divider',
            boxShadow: 4,
            [DESKTOP_MENU_QUERY]: {
              display: 'block',
              position: 'static',
              border: 0,
              boxShadow: 'none',
              bgcolor: 'transparent',
            },
          }}
        >
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              px: 2,
              py: 1,
              display: 'flex',
              flexDirection: 'column',
              [DESKTOP_MENU_QUERY]: { flexDirection: 'row', p: 0, gap: 0.5 },
            }}
          >
            {LANDING_SECTIONS.map((section) => (
              <li key={section}>
                <Button
                  color="inherit"
                  fullWidth
                  onClick={() => {
                    entryChosen();
                    onSection(section);
                  }}
                  sx={{
                    justifyContent: 'flex-start',
                    [DESKTOP_MENU_QUERY]: { justifyContent: 'center' },
                  }}
                >
                  {t(`nav.${section}`)}
                </Button>
              </li>
            ))}
          </Box>
        </Box>
        <Button variant="contained" color="secondary" onClick={onBuy} sx={{ flexShrink: 0 }}>
          {t('actions.buy')}
        </Button>
        <IconButton
          ref={button}
          onClick={toggle}
          aria-label={t('nav.menu')}
          aria-expanded={open}
          aria-controls={menuId}
          sx={{ [DESKTOP_MENU_QUERY]: { display: 'none' } }}
        >
          {open ? <CloseIcon /> : <MenuIcon />}
        </IconButton>
      </Container>
    </Box>
  );
}
