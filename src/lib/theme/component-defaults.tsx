import type { ReactNode } from 'react';
import Fade from '@mui/material/Fade';
import type { Theme } from '@mui/material/styles';
import ThemeProvider from '@mui/material/styles/ThemeProviderNoVars';
import { DROPDOWN_TRANSITION_MS } from './dropdown';

/**
 * SPEC 9's component defaults: tooltips on top, on hover and focus, fading in 150 ms without
 * delay; dropdowns and popovers (menus, the selects' lists, the user menu) opening in 220 ms.
 * Added to the app's theme by the screens that have them (the main area), so that Fade and its
 * transition code stay out of the sign-in page's first load (which has no MUI popover: its
 * language choice is a native select). The colour switcher, outside the main area, sets the
 * 220 ms itself.
 */
export function withComponentDefaults(theme: Theme): Theme {
  return {
    ...theme,
    components: {
      ...theme.components,
      MuiTooltip: {
        ...theme.components?.MuiTooltip,
        defaultProps: {
          placement: 'top',
          enterDelay: 0,
          enterNextDelay: 0,
          slots: { transition: Fade },
          slotProps: { transition: { timeout: 150 } },
        },
      },
      // a Menu (and so a Select's list) passes its own duration to its Popover: both are set
      MuiPopover: {
        ...theme.components?.MuiPopover,
        defaultProps: { transitionDuration: DROPDOWN_TRANSITION_MS },
      },
      MuiMenu: {
        ...theme.components?.MuiMenu,
        defaultProps: { transitionDuration: DROPDOWN_TRANSITION_MS },
      },
    },
  };
}

/** The app's theme with SPEC 9's component defaults, for everything inside. */
export function ComponentDefaults({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={withComponentDefaults}>{children}</ThemeProvider>;
}
