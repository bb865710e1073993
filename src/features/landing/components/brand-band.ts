import { darken } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';

/**
 * The page's coloured bands (hero, buy now): a gradient of the theme's colour with its text
 * colour. Dark themes lighten their primary colour to read on dark surfaces; the bands take it
 * back down, so that white text reads on the whole gradient.
 */
export function brandBand(theme: Theme, direction: 'down' | 'up' = 'down') {
  const { primary, mode } = theme.palette;
  const [deep, bright] =
    mode === 'dark'
      ? [darken(primary.main, 0.62), darken(primary.main, 0.42)]
      : [primary.dark, primary.main];
  const [from, to] = direction === 'down' ? [deep, bright] : [bright, deep];
  return {
    color: mode === 'dark' ? '#fff' : primary.contrastText,
    background: `linear-gradient(135deg, ${from} 0%, ${to} 100%)`,
  };
}
