import type { ReactNode } from 'react';
import Fade from '@mui/material/Fade';
import type { Theme } from '@mui/material/styles';
import ThemeProvider from '@mui/material/styles/ThemeProviderNoVars';

/**
 * SPEC 9's tooltip defaults: on top, on hover and focus, fading in 150 ms without delay. Added to
 * the app's theme by the screens that have tooltips (the main area), so that Fade and its
 * transition code stay out of the sign-in page's first load. The dropdowns' 220 ms is in the base
 * theme (`theme.ts`): popovers open outside the main area too (colour switcher, language menu).
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
    },
  };
}

/** The app's theme with SPEC 9's component defaults, for everything inside. */
export function ComponentDefaults({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={withComponentDefaults}>{children}</ThemeProvider>;
}
