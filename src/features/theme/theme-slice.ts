import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_THEME_COLOR, DEFAULT_THEME_RADIUS } from '@/lib/theme/colors';
import type { ThemeColorId, ThemeRadius } from '@/lib/theme/colors';

/**
 * The theme preferences, persisted under `theme_color` (`dark.blueyale`) and `theme_radius`
 * (`rounded` | `flat`). The values are kept as read from storage: an unknown stored value makes
 * the theme fail to load, and `themeLoadFailed` resets it (SPEC 4).
 */
export interface ThemeState {
  color: ThemeColorId | (string & {});
  radius: ThemeRadius | (string & {});
}

export const initialThemeState: ThemeState = {
  color: DEFAULT_THEME_COLOR,
  radius: DEFAULT_THEME_RADIUS,
};

export const themeSlice = createSlice({
  name: 'theme',
  initialState: initialThemeState,
  reducers: {
    /** The user picked a colour or the light/dark variant: stored, the page reloads after 500 ms. */
    themeColorChanged(state, action: PayloadAction<ThemeColorId>) {
      state.color = action.payload;
    },
    /** The user picked rounded or flat corners: stored and applied in place. */
    themeRadiusChanged(state, action: PayloadAction<ThemeRadius>) {
      state.radius = action.payload;
    },
    /** The stored theme could not be built: back to the defaults (stored, then the page reloads). */
    themeLoadFailed() {
      return initialThemeState;
    },
  },
});

export const { themeColorChanged, themeRadiusChanged, themeLoadFailed } = themeSlice.actions;

export const selectThemeColor = (state: { theme: ThemeState }): string => state.theme.color;
export const selectThemeRadius = (state: { theme: ThemeState }): string => state.theme.radius;

/** Delay between a colour change and the reload that applies it (SPEC 9). */
export const THEME_RELOAD_DELAY_MS = 500;
