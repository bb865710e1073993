import type { SxProps, Theme } from '@mui/material/styles';

/**
 * Hidden on screen, still read by screen readers (the usual clip pattern): a chart's or a table's
 * caption, a list's "loading rows" status, a heading the layout shows otherwise.
 */
export const visuallyHidden: SxProps<Theme> = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
};
