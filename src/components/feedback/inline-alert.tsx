import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha, darken, type Theme } from '@mui/material/styles';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';

/**
 * Error red that reads as text on the pages and cards of both modes (WCAG AA 4.5:1): the light
 * red in dark mode, a deep red in light mode (the plain error red falls short on both). Here, not
 * in a module of its own, because the login page loads this one.
 */
export const readableErrorColor = (theme: Theme): string =>
  theme.palette.mode === 'dark'
    ? theme.palette.error.light
    : darken(theme.palette.error.dark, 0.15);

/**
 * An error message announced to screen readers (role="alert"), for forms. Lighter than MUI's Alert
 * (which brings its four icons, IconButton and Paper), so it can live on the login page. Its text
 * reads on its tint on pages and cards of both modes (readableErrorColor).
 */
export function InlineAlert({ children }: { children: ReactNode }) {
  return (
    <Box
      role="alert"
      sx={(theme) => ({
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1,
        px: 2,
        py: 1.5,
        borderRadius: 1,
        color: readableErrorColor(theme),
        backgroundColor: alpha(theme.palette.error.main, 0.1),
      })}
    >
      <ErrorOutline fontSize="small" sx={{ mt: '2px' }} />
      <Typography variant="body2" sx={{ color: 'inherit' }}>
        {children}
      </Typography>
    </Box>
  );
}
