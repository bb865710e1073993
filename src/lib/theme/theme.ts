import { darken, getContrastRatio, lighten } from '@mui/material/styles';
import createTheme from '@mui/material/styles/createThemeNoVars';
import type { Theme } from '@mui/material/styles';
import { THEME_PALETTES, isThemeColorId, isThemeRadius, splitThemeColor } from './colors';
import type { ThemeRadius } from './colors';

export interface AppThemeOptions {
  /** `<mode>.<colour>` as stored under `theme_color` (checked: an unknown value throws). */
  color: string;
  /** `rounded` or `flat` as stored under `theme_radius` (checked). */
  radius: string;
  direction: 'ltr' | 'rtl';
}

/** The stored theme cannot be built (an unknown colour or radius): the caller resets it. */
export class ThemeLoadError extends Error {
  constructor(what: string) {
    super(`Unknown theme setting: ${what}`);
    this.name = 'ThemeLoadError';
  }
}

/** Border radius in px for each radius setting. */
export const RADIUS_PX: Record<ThemeRadius, number> = { rounded: 8, flat: 0 };

/**
 * Text colour on a coloured surface: white when it reaches WCAG AA (4.5:1), else pure black (one
 * of the two always does; MUI's own pick renders black at 87% opacity, which can fall short).
 */
export const readableTextOn = (background: string): string =>
  getContrastRatio(background, '#fff') >= 4.5 ? '#fff' : '#000';

/** Page and card backgrounds of each mode (dark cards are lightened by MUI's elevation overlay). */
const SURFACES = {
  light: { default: '#f4f6fa', paper: '#ffffff' },
  dark: { default: '#1b1b1d', paper: '#232325', raisedCard: '#2e2e30' },
} as const;

/**
 * The colour itself, lightened (dark mode) or darkened (light mode) in small steps until it reads
 * as text, links, tab labels and outlined buttons on every surface of the mode (WCAG AA 4.5:1).
 */
function readableAccent(color: string, dark: boolean, start: number): string {
  const surfaces = Object.values(dark ? SURFACES.dark : SURFACES.light);
  const readable = (candidate: string) =>
    surfaces.every((surface) => getContrastRatio(candidate, surface) >= 4.5);
  for (let step = start; step < 1; step += 0.05) {
    const candidate = dark ? lighten(color, step) : darken(color, step);
    if (readable(candidate)) return candidate;
  }
  return dark ? '#ffffff' : '#000000';
}

/** A tone of the palette: its hover shade keeps the text on it readable too. */
function toneOf(main: string) {
  const contrastText = readableTextOn(main);
  // contained buttons turn `dark` on hover: with black text it must stay light enough
  const hover = contrastText === '#000' ? lighten(main, 0.2) : darken(main, 0.2);
  return { main, dark: hover, contrastText };
}

/** Builds the MUI theme of a colour, mode, radius and direction; throws ThemeLoadError if unknown. */
export function createAppTheme({ color, radius, direction }: AppThemeOptions): Theme {
  if (!isThemeColorId(color)) throw new ThemeLoadError(`colour ${color}`);
  if (!isThemeRadius(radius)) throw new ThemeLoadError(`radius ${radius}`);
  const { mode, color: name } = splitThemeColor(color);
  const { primary, secondary } = THEME_PALETTES[name];
  const dark = mode === 'dark';
  const primaryMain = readableAccent(primary, dark, dark ? 0.25 : 0);
  const secondaryMain = readableAccent(secondary, dark, dark ? 0.2 : 0);
  return createTheme({
    direction,
    palette: {
      mode,
      primary: toneOf(primaryMain),
      secondary: toneOf(secondaryMain),
      background: dark
        ? { default: SURFACES.dark.default, paper: SURFACES.dark.paper }
        : { default: SURFACES.light.default },
    },
    shape: { borderRadius: RADIUS_PX[radius] },
    typography: {
      fontFamily:
        '"Roboto", "Segoe UI", system-ui, -apple-system, "Helvetica Neue", Arial, sans-serif',
    },
  });
}
