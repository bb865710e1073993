import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import Assessment from '@mui/icons-material/Assessment';
import LocalGasStation from '@mui/icons-material/LocalGasStation';
import LocalShipping from '@mui/icons-material/LocalShipping';
import MapIcon from '@mui/icons-material/Map';
import People from '@mui/icons-material/People';

interface LandingPageProps {
  /** Root of the admin area ("Ver ahora" goes there). */
  adminRoot: string;
}

const FEATURES: { key: string; icon: ReactElement }[] = [
  { key: 'orders', icon: <LocalShipping fontSize="inherit" /> },
  { key: 'customers', icon: <People fontSize="inherit" /> },
  { key: 'wallets', icon: <AccountBalanceWallet fontSize="inherit" /> },
  { key: 'zones', icon: <MapIcon fontSize="inherit" /> },
  { key: 'reports', icon: <Assessment fontSize="inherit" /> },
];

function scrollToId(id: string) {
  document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

/** The marketing page shown at the root when the auth guard is off. */
export function LandingPage({ adminRoot }: LandingPageProps) {
  const { t } = useTranslation('common');

  const actions = (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
      <Button
        variant="contained"
        color="secondary"
        size="large"
        onClick={() => scrollToId('landing-buy')}
      >
        {t('actions.buy')}
      </Button>
      <Button component={RouterLink} to={adminRoot} variant="outlined" color="inherit" size="large">
        {t('actions.viewNow')}
      </Button>
    </Stack>
  );

  return (
    <Box sx={{ bgcolor: 'background.default' }}>
      <Box component="header" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        <Container sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}>
          <LocalGasStation />
          <Typography variant="h6" component="span" sx={{ flexGrow: 1, fontWeight: 700 }}>
            {t('appName')}
          </Typography>
          <Box component="nav" sx={{ display: 'flex', gap: 1 }}>
            <Button color="inherit" onClick={() => scrollToId('landing-home')}>
              {t('landing.nav.home')}
            </Button>
            <Button color="inherit" onClick={() => scrollToId('landing-features')}>
              {t('landing.nav.features')}
            </Button>
          </Box>
        </Container>
      </Box>

      <Box
        component="section"
        id="landing-home"
        sx={{
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          py: { xs: 8, md: 12 },
          textAlign: 'center',
        }}
      >
        <Container maxWidth="md">
          <Typography component="h1" variant="h3" sx={{ fontWeight: 700, mb: 2 }}>
            {t('landing.hero.title')}
          </Typography>
          <Typography variant="h6" component="p" sx={{ opacity: 0.9, mb: 4 }}>
            {t('landing.hero.subtitle')}
          </Typography>
          {actions}
        </Container>
      </Box>

      <Container component="section" id="landing-features" sx={{ py: { xs: 6, md: 10 } }}>
        <Typography
          component="h2"
          variant="h4"
          sx={{ textAlign: 'center', mb: 6, fontWeight: 600 }}
        >
          {t('landing.featuresTitle')}
        </Typography>
        <Stack spacing={6}>
          {FEATURES.map(({ key, icon }, index) => (
            <Stack
              key={key}
              component="article"
              direction={{ xs: 'column', md: index % 2 === 0 ? 'row' : 'row-reverse' }}
              spacing={4}
              sx={{ alignItems: 'center' }}
            >
              <Box
                aria-hidden="true"
                sx={{
                  flex: '0 0 auto',
                  width: 160,
                  height: 160,
                  borderRadius: 4,
                  display: 'grid',
                  placeItems: 'center',
                  fontSize: 80,
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                }}
              >
                {icon}
              </Box>
              <Box>
                <Typography component="h3" variant="h5" sx={{ fontWeight: 600, mb: 1 }}>
                  {t(`landing.features.${key}.title`)}
                </Typography>
                <Typography color="text.secondary">{t(`landing.features.${key}.text`)}</Typography>
              </Box>
            </Stack>
          ))}
        </Stack>
      </Container>

      <Box
        component="section"
        id="landing-buy"
        sx={{ bgcolor: 'primary.dark', color: 'primary.contrastText', py: 8, textAlign: 'center' }}
      >
        <Container maxWidth="sm">
          <Typography component="h2" variant="h4" sx={{ fontWeight: 600, mb: 1 }}>
            {t('landing.buyTitle')}
          </Typography>
          <Typography sx={{ mb: 4, opacity: 0.9 }}>{t('landing.buyText')}</Typography>
          {actions}
        </Container>
      </Box>

      <Box component="footer" sx={{ py: 3, textAlign: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          {t('landing.footer')}
        </Typography>
      </Box>
    </Box>
  );
}
