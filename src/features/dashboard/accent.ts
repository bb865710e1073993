import { alpha, darken, getContrastRatio, lighten } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';

const AA = 4.5;

/**
 * The theme's primary colour, darkened (light mode) or lightened (dark mode) just enough to read
 * as text (WCAG AA, 4.5:1) on the page and on a panel: some theme colours as they are do not
 * (the dark variants' primary on a panel, granola yellow on white). Falls back to the body text.
 */
export function readablePrimary(theme: Theme): string {
  const { primary, background, mode, text } = theme.palette;
  // a dark panel is lightened by its elevation overlay: check against a lighter one too
  const grounds =
    mode === 'dark'
      ? [background.default, background.paper, lighten(background.paper, 0.08)]
      : [background.default, background.paper];
  const shift = mode === 'dark' ? lighten : darken;
  for (const amount of [0, 0.1, 0.2, 0.3, 0.4, 0.5]) {
    const color = amount === 0 ? primary.main : shift(primary.main, amount);
    if (grounds.every((ground) => getContrastRatio(color, ground) >= AA)) return color;
  }
  return text.primary;
}

/** Text buttons and links in the readable primary colour. */
export const accentText = (theme: Theme) => ({ color: readablePrimary(theme) });

/** Outlined buttons in the readable primary colour (text and border). */
export const accentOutlined = (theme: Theme) => {
  const color = readablePrimary(theme);
  return { color, borderColor: alpha(color, 0.5), '&:hover': { borderColor: color } };
};
