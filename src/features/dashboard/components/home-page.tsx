import { useTranslation } from 'react-i18next';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

interface HomePageProps {
  /** The signed-in user's name ('' when unknown). */
  name: string;
}

/** The main area's home: a greeting for now (menu, dashboard and data screens come later). */
export function HomePage({ name }: HomePageProps) {
  const { t } = useTranslation('common');
  return (
    <Paper sx={{ p: { xs: 3, md: 4 } }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {name ? t('home.greeting', { name }) : t('home.greetingAnonymous')}
      </Typography>
      <Typography color="text.secondary">{t('home.intro')}</Typography>
    </Paper>
  );
}
