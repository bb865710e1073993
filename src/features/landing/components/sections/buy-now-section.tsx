import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { paths } from '@/config/paths';
import { BUY_NOW_SECTION } from '../../landing-sections';
import { brandBand } from '../brand-band';

const INCLUDED = ['screens', 'languages', 'database', 'exports'];

/** Where the buy buttons lead: what comes with the product, and the ways in. */
export function BuyNowSection({ adminRoot }: { adminRoot: string }) {
  const { t } = useTranslation('landing');
  return (
    <Box
      component="section"
      id={BUY_NOW_SECTION}
      tabIndex={-1}
      aria-labelledby="landing-buy-title"
      sx={(theme) => ({
        py: { xs: 8, md: 10 },
        ...brandBand(theme, 'up'),
        '&:focus': { outline: 'none' },
      })}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography
          id="landing-buy-title"
          component="h2"
          variant="h4"
          sx={{ fontWeight: 700, mb: 1.5 }}
        >
          {t('buy.title')}
        </Typography>
        <Typography sx={{ mb: 4, opacity: 0.92 }}>{t('buy.text')}</Typography>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            mb: 5,
            display: 'grid',
            gap: 1.5,
            textAlign: 'start',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          }}
        >
          {INCLUDED.map((item) => (
            <Box
              component="li"
              key={item}
              sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
            >
              <CheckCircle aria-hidden="true" sx={{ mt: '2px' }} />
              <Typography>{t(`buy.included.${item}`)}</Typography>
            </Box>
          ))}
        </Box>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'center' }}
        >
          <Button
            component={RouterLink}
            to={adminRoot}
            variant="contained"
            color="secondary"
            size="large"
          >
            {t('actions.viewNow')}
          </Button>
          <Button
            component={RouterLink}
            to={paths.login}
            variant="outlined"
            color="inherit"
            size="large"
          >
            {t('actions.login')}
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
