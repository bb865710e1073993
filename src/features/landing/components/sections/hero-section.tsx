import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { brandBand } from '../brand-band';
import { LayoutThumbnail } from '../illustrations/layout-thumbnail';

interface HeroSectionProps {
  adminRoot: string;
  onBuy: () => void;
}

/** The first screen: what the product is, the buy and view-now buttons, and the dashboard. */
export function HeroSection({ adminRoot, onBuy }: HeroSectionProps) {
  const { t } = useTranslation('landing');
  return (
    <Box
      component="section"
      id="home"
      tabIndex={-1}
      aria-labelledby="landing-title"
      sx={(theme) => ({
        pt: { xs: 14, md: 18 },
        pb: { xs: 8, md: 12 },
        ...brandBand(theme),
        '&:focus': { outline: 'none' },
      })}
    >
      <Container
        sx={{
          display: 'grid',
          gap: { xs: 6, md: 8 },
          alignItems: 'center',
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        }}
      >
        <Box sx={{ textAlign: { xs: 'center', md: 'start' } }}>
          <Typography
            id="landing-title"
            component="h1"
            variant="h3"
            sx={{ fontWeight: 700, mb: 2, fontSize: { xs: '2.1rem', md: '3rem' } }}
          >
            {t('hero.title')}
          </Typography>
          <Typography variant="h6" component="p" sx={{ opacity: 0.92, mb: 4, fontWeight: 400 }}>
            {t('hero.subtitle')}
          </Typography>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ justifyContent: { xs: 'center', md: 'flex-start' } }}
          >
            <Button variant="contained" color="secondary" size="large" onClick={onBuy}>
              {t('actions.buy')}
            </Button>
            <Button
              component={RouterLink}
              to={adminRoot}
              variant="outlined"
              color="inherit"
              size="large"
            >
              {t('actions.viewNow')}
            </Button>
          </Stack>
        </Box>
        <Box
          sx={{
            borderRadius: 2,
            overflow: 'hidden',
            boxShadow: 12,
            border: 4,
            borderColor: 'rgba(255, 255, 255, 0.35)',
          }}
        >
          <LayoutThumbnail layout="dashboard" label={t('hero.imageAlt')} />
        </Box>
      </Container>
    </Box>
  );
}
