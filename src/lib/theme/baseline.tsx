import GlobalStyles from '@mui/material/GlobalStyles';

/**
 * The page baseline (box sizing, body margin, colours and font of the theme, dark or light colour
 * scheme). A subset of MUI's CssBaseline that covers what the product relies on, at a fraction of
 * its weight on the login page's first load.
 */
export function Baseline() {
  return (
    <GlobalStyles
      styles={(theme) => ({
        html: {
          WebkitFontSmoothing: 'antialiased',
          MozOsxFontSmoothing: 'grayscale',
          boxSizing: 'border-box',
          WebkitTextSizeAdjust: '100%',
          colorScheme: theme.palette.mode,
        },
        '*, *::before, *::after': { boxSizing: 'inherit' },
        'strong, b': { fontWeight: theme.typography.fontWeightBold },
        body: {
          margin: 0,
          color: theme.palette.text.primary,
          backgroundColor: theme.palette.background.default,
          ...theme.typography.body1,
        },
      })}
    />
  );
}
