import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import { readableErrorColor } from './readable-error-color';

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
