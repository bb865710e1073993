import { darken, getContrastRatio, lighten } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';

/** WCAG 1.4.11: a line or a bar reads against what is behind it at 3:1. */
const GRAPHIC_CONTRAST = 3;

/**
 * A theme colour, darkened (light mode) or lightened (dark mode) just enough to stand out at 3:1
 * on the panel the chart is drawn on (a dark panel is lightened by its elevation overlay: checked
 * against a lighter one too).
 */
export function visibleOnPaper(color: string, theme: Theme): string {
  const { background, mode } = theme.palette;
  const grounds =
    mode === 'dark' ? [background.paper, lighten(background.paper, 0.08)] : [background.paper];
  const shift = mode === 'dark' ? lighten : darken;
  for (let amount = 0; amount < 1; amount += 0.05) {
    const candidate = amount === 0 ? color : shift(color, amount);
    if (grounds.every((ground) => getContrastRatio(candidate, ground) >= GRAPHIC_CONTRAST))
      return candidate;
  }
  return theme.palette.text.primary;
}

/**
 * The colours of a chart's series, from the MUI theme: its primary and secondary colour first (so
 * a chart wears the chosen theme colour), then the theme's info, success and warning colours,
 * then lighter or darker tones of the primary and secondary; each one visible on the panel in the
 * theme's mode. The error colour is left for the chart's limits (a regulated maximum). Cycles
 * when there are more series than colours.
 */
export function seriesColors(theme: Theme, count: number): string[] {
  const { primary, secondary, info, success, warning, mode } = theme.palette;
  const tone = mode === 'dark' ? darken : lighten;
  const base = [
    primary.main,
    secondary.main,
    info.main,
    success.main,
    warning.main,
    tone(primary.main, 0.45),
    tone(secondary.main, 0.45),
  ].map((color) => visibleOnPaper(color, theme));
  return Array.from({ length: count }, (_, index) => base[index % base.length] as string);
}

/** The colour of a chart's limit line (a regulated maximum): the theme's error colour. */
export const limitColor = (theme: Theme): string => visibleOnPaper(theme.palette.error.main, theme);
