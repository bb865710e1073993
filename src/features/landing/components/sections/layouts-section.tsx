import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LAYOUTS } from '../../landing-sections';
import { LayoutThumbnail } from '../illustrations/layout-thumbnail';
import { LandingSection } from '../landing-section';

/** The 12 screens of the product as miniature layouts, each with its name. */
export function LayoutsSection() {
  const { t } = useTranslation('landing');
  return (
    <LandingSection id="layouts" title={t('layouts.title')} subtitle={t('layouts.subtitle')}>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: {
            xs: 'repeat(2, 1fr)',
            md: 'repeat(3, 1fr)',
            lg: 'repeat(4, 1fr)',
          },
        }}
      >
        {LAYOUTS.map((layout) => (
          <li key={layout}>
            <Paper component="figure" variant="outlined" sx={{ m: 0, p: 1, height: '100%' }}>
              <LayoutThumbnail layout={layout} label={t(`layouts.items.${layout}.alt`)} />
              <Typography
                component="figcaption"
                variant="subtitle2"
                sx={{ textAlign: 'center', pt: 1 }}
              >
                {t(`layouts.items.${layout}.name`)}
              </Typography>
            </Paper>
          </li>
        ))}
      </Box>
    </LandingSection>
  );
}
