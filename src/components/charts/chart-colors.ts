import { darken, decomposeColor, getContrastRatio, hslToRgb, lighten } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';

/** WCAG 1.4.11: a line or a bar reads against what is behind it at 3:1. */
export const GRAPHIC_CONTRAST = 3;

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

interface Hsl {
  hue: number;
  saturation: number;
  lightness: number;
}

function hslOf(color: string): Hsl {
  const { type, values } = decomposeColor(color);
  if (type.startsWith('hsl'))
    return { hue: values[0], saturation: values[1] / 100, lightness: values[2] / 100 };
  const [red, green, blue] = values.map((value) => value / 255) as [number, number, number];
  const max = Math.max(red, green, blue);
  const min = Math.min(red, green, blue);
  const lightness = (max + min) / 2;
  const delta = max - min;
  if (delta === 0) return { hue: 0, saturation: 0, lightness };
  const saturation = delta / (1 - Math.abs(2 * lightness - 1));
  const sector =
    max === red
      ? ((green - blue) / delta) % 6
      : max === green
        ? (blue - red) / delta + 2
        : (red - green) / delta + 4;
  return { hue: (sector * 60 + 360) % 360, saturation, lightness };
}

/**
 * Two colours a reader tells apart: a grey and a colour, hues 30° apart, or a clearly lighter or
 * darker one.
 */
function distinct(one: string, other: string): boolean {
  const a = hslOf(one);
  const b = hslOf(other);
  const coloured = (color: Hsl) => color.saturation > 0.2;
  if (coloured(a) !== coloured(b)) return true;
  const hueGap = Math.min(Math.abs(a.hue - b.hue), 360 - Math.abs(a.hue - b.hue));
  return (coloured(a) && hueGap >= 30) || Math.abs(a.lightness - b.lightness) >= 0.25;
}

/**
 * The colours of a chart's series, from the MUI theme: its primary and secondary colour first (a
 * chart wears the chosen theme colour), then the theme's info, success and warning colours, then
 * the primary colour turned round the colour wheel; only colours a reader tells from those before
 * them, each made visible on the panel in the theme's mode. The error colour is left for the
 * chart's limits (a regulated maximum). Cycles when there are more series than colours.
 */
export function seriesColors(theme: Theme, count: number): string[] {
  const { primary, secondary, info, success, warning } = theme.palette;
  // the primary colour always leads; the others must differ from it and from the limit colour
  const chosen: string[] = [visibleOnPaper(primary.main, theme)];
  const limit = limitColor(theme);
  const offer = (color: string) => {
    const visible = visibleOnPaper(color, theme);
    if ([...chosen, limit].every((known) => distinct(known, visible))) chosen.push(visible);
  };
  for (const color of [secondary.main, info.main, success.main, warning.main]) offer(color);
  const base = hslOf(primary.main);
  // the golden angle spreads the hues evenly whatever their number
  for (let turn = 1; chosen.length < count && turn <= 24; turn += 1) {
    const hue = Math.round((base.hue + turn * 137.5) % 360);
    const saturation = Math.round(Math.max(base.saturation, 0.55) * 100);
    offer(hslToRgb(`hsl(${String(hue)}, ${String(saturation)}%, 50%)`));
  }
  return Array.from({ length: count }, (_, index) => chosen[index % chosen.length] as string);
}

/** The colour of a chart's limit line (a regulated maximum): the theme's error colour. */
export function limitColor(theme: Theme): string {
  return visibleOnPaper(theme.palette.error.main, theme);
}
