import type { ReactNode, SubmitEvent } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/** The card of the `/sistema` screens (register, forgot and reset password): a titled form. */
export function AuthCard({ title, subtitle, onSubmit, children }: AuthCardProps) {
  return (
    <Paper elevation={3} sx={{ width: '100%', maxWidth: 480, p: { xs: 3, sm: 4 } }}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
        <Box>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary">
              {subtitle}
            </Typography>
          )}
        </Box>
        {children}
      </Stack>
    </Paper>
  );
}
