import { createTheme } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';

/** Blue yale / navy: the product's default colour (dark variants and the other colours come later). */
export const PRIMARY = '#1d4e89';

export function createAppTheme(direction: 'ltr' | 'rtl' = 'ltr'): Theme {
  return createTheme({
    direction,
    palette: {
      mode: 'light',
      primary: { main: PRIMARY },
      secondary: { main: '#f28c28' },
      background: { default: '#f4f6fa' },
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily:
        '"Roboto", "Segoe UI", system-ui, -apple-system, "Helvetica Neue", Arial, sans-serif',
    },
  });
}
