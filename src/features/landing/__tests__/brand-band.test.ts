import { getContrastRatio } from '@mui/material/styles';
import { THEME_COLORS, THEME_MODES } from '@/lib/theme/colors';
import { createAppTheme } from '@/lib/theme/theme';
import { brandBand } from '../components/brand-band';

describe('the coloured bands of the landing page', () => {
  it.each(THEME_MODES.flatMap((mode) => THEME_COLORS.map((color) => [mode, color] as const)))(
    'keep their text readable (WCAG AA) across the whole gradient in %s %s',
    (mode, color) => {
      const theme = createAppTheme({
        color: `${mode}.${color}`,
        radius: 'rounded',
        direction: 'ltr',
      });
      for (const direction of ['down', 'up'] as const) {
        const band = brandBand(theme, direction);
        const stops = [...band.background.matchAll(/rgb\([^)]*\)|#[0-9a-f]{3,8}/gi)].map(
          (match) => match[0],
        );
        expect(stops).toHaveLength(2);
        for (const stop of stops)
          expect(getContrastRatio(band.color, stop)).toBeGreaterThanOrEqual(4.5);
      }
    },
  );
});
