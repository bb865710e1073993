import { getContrastRatio, lighten } from '@mui/material/styles';
import { GRAPHIC_CONTRAST, limitColor, seriesColors } from '@/components/charts/chart-colors';
import { THEME_COLORS, THEME_MODES } from '@/lib/theme/colors';
import { createAppTheme } from '@/lib/theme/theme';

const themes = THEME_MODES.flatMap((mode) =>
  THEME_COLORS.map((color) =>
    createAppTheme({ color: `${mode}.${color}`, radius: 'rounded', direction: 'ltr' }),
  ),
);

describe('chart colours', () => {
  it.each(themes.map((theme) => [`${theme.palette.mode} ${theme.palette.primary.main}`, theme]))(
    'in %s: six different series colours and the limit colour, all visible on the panel',
    (_name, theme) => {
      const colors = seriesColors(theme, 6);
      const limit = limitColor(theme);
      expect(new Set([...colors, limit]).size).toBe(7);
      const panels =
        theme.palette.mode === 'dark'
          ? [theme.palette.background.paper, lighten(theme.palette.background.paper, 0.08)]
          : [theme.palette.background.paper];
      for (const color of [...colors, limit])
        for (const panel of panels)
          expect(getContrastRatio(color, panel)).toBeGreaterThanOrEqual(GRAPHIC_CONTRAST);
    },
  );

  it('leads with the theme colour, and cycles beyond the colours it has', () => {
    const [theme] = themes;
    if (!theme) throw new Error('no theme');
    const colors = seriesColors(theme, 40);
    expect(colors).toHaveLength(40);
    expect(colors[0]).toBe(seriesColors(theme, 1)[0]);
    expect(getContrastRatio(colors[0] as string, theme.palette.primary.main)).toBeLessThan(1.5);
  });
});
