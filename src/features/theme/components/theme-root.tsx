import { useEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import ThemeProvider from '@mui/material/styles/ThemeProviderNoVars';
import { directionOf } from '@/lib/i18n/languages';
import { Baseline } from '@/lib/theme/baseline';
import { DirectionCache } from '@/lib/theme/direction-cache';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectLanguage } from '../language-slice';
import { applyRadiusClass, loadTheme } from '../theme-rules';
import { selectThemeColor, selectThemeRadius, themeLoadFailed } from '../theme-slice';

/**
 * The MUI theme of the stored colour, radius and the language's direction (rtl through the lazily
 * loaded rtl emotion cache). A theme that fails to load is reset (then the page reloads).
 */
export function ThemeRoot({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const color = useAppSelector(selectThemeColor);
  const radius = useAppSelector(selectThemeRadius);
  const direction = directionOf(language);
  const { theme, failed } = useMemo(
    () => loadTheme(color, radius, direction),
    [color, radius, direction],
  );

  useEffect(() => {
    if (failed) dispatch(themeLoadFailed());
  }, [dispatch, failed]);

  useEffect(() => {
    applyRadiusClass(radius);
  }, [radius]);

  return (
    <DirectionCache direction={direction}>
      <ThemeProvider theme={theme}>
        <Baseline />
        {children}
      </ThemeProvider>
    </DirectionCache>
  );
}
