import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface RecordFormFrameProps {
  /** The screen's heading (`Nueva zona`, `Editar «Centro»`). */
  title: string;
  /** A warning above the form (editing a deleted record), when there is one. */
  notice?: string | undefined;
  /** The form. */
  children: ReactNode;
}

/**
 * The frame of a record's create and edit screens (zones, locations, vehicles): the heading, a
 * warning when there is one, and the form on its sheet, as the show screens share their action bar.
 */
export function RecordFormFrame({ title, notice, children }: RecordFormFrameProps) {
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Typography component="h1" variant="h4" sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {notice !== undefined && <Alert severity="warning">{notice}</Alert>}
      <Paper sx={{ p: 3 }}>{children}</Paper>
    </Stack>
  );
}
