import { useId } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

interface DashboardSectionProps {
  title: string;
  /** A line under the title (the period, a summary). */
  subtitle?: ReactNode;
  /** Buttons on the title's line (toggles, links). */
  actions?: ReactNode;
  children: ReactNode;
}

/** A panel of the dashboard: a `section` named by its heading, with optional actions. */
export function DashboardSection({ title, subtitle, actions, children }: DashboardSectionProps) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      sx={{
        p: { xs: 2, md: 3 },
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        minWidth: 0,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography id={headingId} component="h2" variant="h6" sx={{ lineHeight: 1.3 }}>
            {title}
          </Typography>
          {subtitle !== undefined && (
            <Typography variant="body2" color="text.secondary">
              {subtitle}
            </Typography>
          )}
        </Box>
        {actions !== undefined && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            {actions}
          </Box>
        )}
      </Box>
      {children}
    </Paper>
  );
}
