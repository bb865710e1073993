import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';

/**
 * "Back to users", above the user screens: the list as it was left. In the text colour, underlined:
 * the primary colour as text on the page background is too faint to read (WCAG AA 4.5:1).
 */
export function BackToList({ to }: { to: string }) {
  const { t } = useTranslation('users');
  return (
    <Link component={RouterLink} to={to} color="inherit" sx={{ alignSelf: 'flex-start' }}>
      {t('actions.backToList')}
    </Link>
  );
}
