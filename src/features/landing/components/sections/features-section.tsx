import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FEATURES } from '../../landing-sections';
import { FeatureIllustration } from '../illustrations/feature-illustration';
import { LandingSection } from '../landing-section';

/** The 5 feature blocks, the drawing on alternating sides. */
export function FeaturesSection() {
  const { t } = useTranslation('landing');
  return (
    <LandingSection
      id="features"
      tone="paper"
      title={t('features.title')}
      subtitle={t('features.subtitle')}
    >
      <Stack spacing={{ xs: 7, md: 10 }}>
        {FEATURES.map((feature, index) => (
          <Stack
            key={feature}
            component="article"
            direction={{ xs: 'column', md: index % 2 === 0 ? 'row' : 'row-reverse' }}
            spacing={{ xs: 3, md: 8 }}
            sx={{ alignItems: 'center' }}
            data-image-side={index % 2 === 0 ? 'start' : 'end'}
          >
            <Box sx={{ flex: '1 1 0', width: '100%', maxWidth: { xs: 420, md: 'none' } }}>
              <FeatureIllustration
                feature={feature}
                label={t(`features.items.${feature}.imageAlt`)}
              />
            </Box>
            <Box sx={{ flex: '1 1 0' }}>
              <Typography component="h3" variant="h5" sx={{ fontWeight: 600, mb: 1.5 }}>
                {t(`features.items.${feature}.title`)}
              </Typography>
              <Typography color="text.secondary">{t(`features.items.${feature}.text`)}</Typography>
            </Box>
          </Stack>
        ))}
      </Stack>
    </LandingSection>
  );
}
