import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';

/** The class the not-found page puts on the body while it is shown (SPEC 2). */
export const NOT_FOUND_BODY_CLASS = 'background';

/** Not found: a translated title, the error-code text, 404 and a button to the system home. */
export function NotFoundPage() {
  const { t } = useTranslation('errors');

  useEffect(() => {
    document.body.classList.add(NOT_FOUND_BODY_CLASS);
    return () => document.body.classList.remove(NOT_FOUND_BODY_CLASS);
  }, []);

  return (
    <>
      <GlobalStyles
        styles={(theme) => ({
          [`body.${NOT_FOUND_BODY_CLASS}`]: {
            backgroundImage: `linear-gradient(135deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 100%)`,
            backgroundAttachment: 'fixed',
          },
        })}
      />
      <Box
        component="main"
        sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3 }}
      >
        <Paper
          elevation={6}
          sx={{
            p: { xs: 3, sm: 5 },
            maxWidth: 480,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: 2,
            textAlign: 'center',
          }}
        >
          <Typography component="h1" variant="h5">
            {t('notFound.title')}
          </Typography>
          <Typography color="text.secondary">{t('notFound.codeText')}</Typography>
          <Typography variant="h2" component="p" color="primary" sx={{ fontWeight: 700 }}>
            404
          </Typography>
          <Button component={RouterLink} to={paths.systemHome} variant="contained">
            {t('notFound.goHome')}
          </Button>
        </Paper>
      </Box>
    </>
  );
}
