import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDateTime as formatInstant } from '@/lib/format/date-time';

/** One line of a record's details: a label and its value ('—' when empty). */
export interface RecordDetail {
  label: string;
  value: ReactNode;
}

/** A record's fields as a description list (labels and values), for the view screens. */
export function RecordDetails({ items }: { items: readonly RecordDetail[] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.5, sm: 1.5 },
        m: 0,
      }}
    >
      {items.map(({ label, value }) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography
            component="dd"
            variant="body1"
            sx={{ m: 0, mb: { xs: 1.5, sm: 0 }, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
          >
            {value === null || value === undefined || value === '' ? '—' : value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** An ISO timestamp as a date and time in Mexico City, in the user's language ('' for none). */
export function formatDateTime(iso: string | null, language: string): string {
  return iso === null ? '' : formatInstant(iso, language, 'medium');
}
