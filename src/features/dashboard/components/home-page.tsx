import { useTranslation } from 'react-i18next';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Dashboard } from './dashboard';

interface HomePageProps {
  /** The signed-in user's name ('' when unknown). */
  name: string;
  /**
   * The user may see the order figures (staff: admin or employee). Others (a customer, nobody
   * signed in with the guard off) get the greeting only.
   */
  showFigures: boolean;
}

/** The main area's home: the greeting, and for staff the dashboard of orders. */
export function HomePage({ name, showFigures }: HomePageProps) {
  const { t } = useTranslation('common');
  const greeting = name ? t('home.greeting', { name }) : t('home.greetingAnonymous');
  if (showFigures) return <Dashboard greeting={greeting} />;
  return (
    <Paper sx={{ p: { xs: 3, md: 4 } }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {greeting}
      </Typography>
      <Typography color="text.secondary">{t('home.intro')}</Typography>
    </Paper>
  );
}
