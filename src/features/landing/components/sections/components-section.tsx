import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { ComponentsIllustration } from '../illustrations/components-illustration';
import { LandingSection } from '../landing-section';

const PARTS = ['lists', 'exports', 'forms', 'dates', 'toasts', 'charts', 'menu', 'preferences'];

/** The building blocks every screen shares: one drawing and the list of them. */
export function ComponentsSection() {
  const { t } = useTranslation('landing');
  return (
    <LandingSection
      id="components"
      tone="paper"
      title={t('components.title')}
      subtitle={t('components.subtitle')}
    >
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 4, md: 6 },
          alignItems: 'center',
          gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
        }}
      >
        <ComponentsIllustration label={t('components.imageAlt')} />
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {PARTS.map((part) => (
            <Box
              component="li"
              key={part}
              sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
            >
              <CheckCircle color="primary" aria-hidden="true" sx={{ mt: '2px' }} />
              <Typography>{t(`components.items.${part}`)}</Typography>
            </Box>
          ))}
        </Box>
      </Box>
    </LandingSection>
  );
}
