import { createTheme, lighten } from '@mui/material/styles';
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

/** Builds the MUI theme of a colour, mode, radius and direction; throws ThemeLoadError if unknown. */
export function createAppTheme({ color, radius, direction }: AppThemeOptions): Theme {
  if (!isThemeColorId(color)) throw new ThemeLoadError(`colour ${color}`);
  if (!isThemeRadius(radius)) throw new ThemeLoadError(`radius ${radius}`);
  const { mode, color: name } = splitThemeColor(color);
  const { primary, secondary } = THEME_PALETTES[name];
  const dark = mode === 'dark';
  return createTheme({
    direction,
    palette: {
      mode,
      primary: { main: dark ? lighten(primary, 0.25) : primary },
      secondary: { main: dark ? lighten(secondary, 0.2) : secondary },
      background: dark ? { default: '#1b1b1d', paper: '#232325' } : { default: '#f4f6fa' },
    },
    shape: { borderRadius: RADIUS_PX[radius] },
    typography: {
      fontFamily:
        '"Roboto", "Segoe UI", system-ui, -apple-system, "Helvetica Neue", Arial, sans-serif',
    },
  });
}
