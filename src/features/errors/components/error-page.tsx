import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useInRouterContext } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

interface ErrorPageProps {
  /** Shown as the error code (404, 500, ...). */
  code: number | string;
}

/** What the page says for a code: a refused screen (403) explains itself; others are generic. */
function useErrorTexts(code: number | string): {
  title: string;
  detail?: string;
  codeText: string;
} {
  const { t } = useTranslation('errors');
  if (String(code) === '403')
    return {
      title: t('forbidden.title'),
      detail: t('forbidden.text'),
      codeText: t('forbidden.code'),
    };
  return { title: t('title'), codeText: t('code', { code }) };
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

/** The error page: a title, an error code and a button back home (403: why, in the user's words). */
export function ErrorPage({ code }: ErrorPageProps) {
  const { title, detail, codeText } = useErrorTexts(code);
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
        {title}
      </Typography>
      {detail !== undefined && <Typography sx={{ maxWidth: 520 }}>{detail}</Typography>}
      <Typography
        variant="h2"
        component="p"
        color="primary"
        sx={{ fontWeight: 700 }}
        aria-hidden="true"
      >
        {code}
      </Typography>
      <Typography color="text.secondary">{codeText}</Typography>
      <HomeButton />
    </Box>
  );
}
