import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LANGUAGE, normalizeLanguage } from '@/lib/i18n/languages';
import type { LanguageCode } from '@/lib/i18n/languages';

/** The chosen language, persisted under `theme_lang`. */
export interface LanguageState {
  code: LanguageCode;
}

export const initialLanguageState: LanguageState = { code: DEFAULT_LANGUAGE };

export const languageSlice = createSlice({
  name: 'language',
  initialState: initialLanguageState,
  reducers: {
    /** The user picked a language; an unsupported code falls back to es-ES. */
    languageChanged: {
      reducer(state, action: PayloadAction<LanguageCode>) {
        state.code = action.payload;
      },
      prepare(code: string) {
        return { payload: normalizeLanguage(code) };
      },
    },
  },
});

export const { languageChanged } = languageSlice.actions;

/** The language in a root state that holds this slice under `language`. */
export const selectLanguage = (state: { language: LanguageState }): LanguageCode =>
  state.language.code;
