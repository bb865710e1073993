import { darken, type Theme } from '@mui/material/styles';

/**
 * Error red that reads as text on the pages and cards of both modes (WCAG AA 4.5:1): the light
 * red in dark mode, a deep red in light mode (the plain error red falls short on both).
 */
export const readableErrorColor = (theme: Theme): string =>
  theme.palette.mode === 'dark'
    ? theme.palette.error.light
    : darken(theme.palette.error.dark, 0.15);
