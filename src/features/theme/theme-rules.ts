import type { Theme } from '@mui/material/styles';
import { DEFAULT_THEME_COLOR, DEFAULT_THEME_RADIUS } from '@/lib/theme/colors';
import { createAppTheme } from '@/lib/theme/theme';

export interface LoadedTheme {
  theme: Theme;
  /** The stored preferences could not be built: the default theme is used meanwhile. */
  failed: boolean;
}

/**
 * Builds the theme of the stored preferences. When they cannot be built (an unknown colour or
 * radius), the default theme (dark.blueyale, rounded) is returned with `failed`, and the caller
 * resets the stored theme and reloads (SPEC 4, 8).
 */
export function loadTheme(color: string, radius: string, direction: 'ltr' | 'rtl'): LoadedTheme {
  try {
    return { theme: createAppTheme({ color, radius, direction }), failed: false };
  } catch {
    return {
      theme: createAppTheme({
        color: DEFAULT_THEME_COLOR,
        radius: DEFAULT_THEME_RADIUS,
        direction,
      }),
      failed: true,
    };
  }
}

/** The body class of the radius: `rounded` while the radius is rounded (SPEC 4). */
export function applyRadiusClass(radius: string, body: HTMLElement = document.body): void {
  body.classList.toggle('rounded', radius === 'rounded');
}
