import { createTheme, getContrastRatio, lighten } from '@mui/material/styles';
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

/** Builds the MUI theme of a colour, mode, radius and direction; throws ThemeLoadError if unknown. */
export function createAppTheme({ color, radius, direction }: AppThemeOptions): Theme {
  if (!isThemeColorId(color)) throw new ThemeLoadError(`colour ${color}`);
  if (!isThemeRadius(radius)) throw new ThemeLoadError(`radius ${radius}`);
  const { mode, color: name } = splitThemeColor(color);
  const { primary, secondary } = THEME_PALETTES[name];
  const dark = mode === 'dark';
  const primaryMain = dark ? lighten(primary, 0.25) : primary;
  const secondaryMain = dark ? lighten(secondary, 0.2) : secondary;
  return createTheme({
    direction,
    palette: {
      mode,
      primary: { main: primaryMain, contrastText: readableTextOn(primaryMain) },
      secondary: { main: secondaryMain, contrastText: readableTextOn(secondaryMain) },
      background: dark ? { default: '#1b1b1d', paper: '#232325' } : { default: '#f4f6fa' },
    },
    shape: { borderRadius: RADIUS_PX[radius] },
    typography: {
      fontFamily:
        '"Roboto", "Segoe UI", system-ui, -apple-system, "Helvetica Neue", Arial, sans-serif',
    },
  });
}
