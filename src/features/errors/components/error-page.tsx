import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useInRouterContext } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

interface ErrorPageProps {
  /** Shown as the error code (404, 500, ...). */
  code: number | string;
}

function HomeButton() {
  const { t } = useTranslation('errors');
  const inRouter = useInRouterContext();
  if (inRouter) {
    return (
      <Button component={RouterLink} to="/" variant="contained">
        {t('goHome')}
      </Button>
    );
  }
  // Outside the router (the top-level error boundary): a full reload of the hash root.
  return (
    <Button
      href="#/"
      variant="contained"
      onClick={() => window.setTimeout(() => window.location.reload(), 0)}
    >
      {t('goHome')}
    </Button>
  );
}

/** The error page: a title, an error code and a button back home. */
export function ErrorPage({ code }: ErrorPageProps) {
  const { t } = useTranslation('errors');
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        p: 3,
        textAlign: 'center',
      }}
    >
      <Typography component="h1" variant="h4">
        {t('title')}
      </Typography>
      <Typography
        variant="h2"
        component="p"
        color="primary"
        sx={{ fontWeight: 700 }}
        aria-hidden="true"
      >
        {code}
      </Typography>
      <Typography color="text.secondary">{t('code', { code })}</Typography>
      <HomeButton />
    </Box>
  );
}
