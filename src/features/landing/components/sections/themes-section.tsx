import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { THEME_MODES, themeColorId } from '@/lib/theme/colors';
import type { ThemeColor } from '@/lib/theme/colors';
import { createAppTheme } from '@/lib/theme/theme';
import { ThemePreview } from '../illustrations/theme-preview';
import { LandingSection } from '../landing-section';

/** The 10 colours in the order the product presents them (SPEC 2), shown in two rows of 5. */
const LANDING_THEMES: readonly ThemeColor[] = [
  'bluenavy',
  'blueolympic',
  'blueyale',
  'greenmoss',
  'greenlime',
  'orangecarrot',
  'redruby',
  'purplemonster',
  'greysteel',
  'yellowgranola',
];

/** Each colour in light and dark, drawn with the very theme the product builds for it. */
export function ThemesSection() {
  const { t } = useTranslation('landing');
  const themes = useMemo(
    () =>
      LANDING_THEMES.map((color) => ({
        color,
        modes: THEME_MODES.map((mode) => ({
          mode,
          theme: createAppTheme({
            color: themeColorId(mode, color),
            radius: 'rounded',
            direction: 'ltr',
          }),
        })),
      })),
    [],
  );

  return (
    <LandingSection
      id="themes"
      tone="paper"
      title={t('themes.title')}
      subtitle={t('themes.subtitle')}
    >
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: { xs: 1, sm: 2, md: 3 },
          gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
        }}
      >
        {themes.map(({ color, modes }) => (
          <li key={color}>
            <Paper
              component="figure"
              variant="outlined"
              data-theme-color={color}
              sx={{ m: 0, p: { xs: 0.75, sm: 1.5 }, height: '100%' }}
            >
              <Box
                sx={{
                  display: 'grid',
                  gap: { xs: 0.75, sm: 1 },
                  gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
                }}
              >
                {modes.map(({ mode, theme }) => (
                  <ThemePreview
                    key={mode}
                    theme={theme}
                    label={t('themes.previewAlt', {
                      name: t(`themes.colors.${color}`),
                      mode: t(`themes.modes.${mode}`),
                    })}
                  />
                ))}
              </Box>
              <Typography
                component="figcaption"
                variant="body2"
                sx={{
                  textAlign: 'center',
                  pt: 1,
                  fontWeight: 500,
                  fontSize: { xs: '0.75rem', sm: '0.875rem' },
                }}
              >
                {t(`themes.colors.${color}`)}
              </Typography>
            </Paper>
          </li>
        ))}
      </Box>
    </LandingSection>
  );
}
