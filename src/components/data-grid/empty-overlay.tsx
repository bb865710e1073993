import { createContext, useContext } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import InboxOutlined from '@mui/icons-material/InboxOutlined';

/**
 * What the grid says when it has no rows: given by the list's latest render (the grid renders its
 * overlay as a slot, which must stay the same component).
 */
export const EmptyTextContext = createContext('');

/** The grid's "no rows" overlay: says whether the list is empty or nothing matches the search. */
export function EmptyOverlay() {
  const text = useContext(EmptyTextContext);
  return (
    <Stack
      spacing={1}
      sx={{ height: '100%', alignItems: 'center', justifyContent: 'center', p: 3 }}
    >
      <InboxOutlined color="disabled" sx={{ fontSize: 40 }} aria-hidden="true" />
      <Typography color="text.secondary" role="status" sx={{ textAlign: 'center' }}>
        {text}
      </Typography>
    </Stack>
  );
}
