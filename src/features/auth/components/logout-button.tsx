import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import LogoutIcon from '@mui/icons-material/Logout';
import { errorStatus, useLogoutMutation } from '@/api';
import { notify } from '@/components/feedback/notifier';
import { useAppDispatch } from '@/store/hooks';
import { loggedOut } from '../auth-slice';

/**
 * Calls `POST /auth/logout` first; only once the server has accepted it are user and token removed
 * (the app's session listener then takes the user to the login page). A 401 ends the session on
 * its own through the base query.
 */
export function LogoutButton() {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const [logout, { isLoading }] = useLogoutMutation();

  const handleClick = async () => {
    try {
      await logout({ body: {} }).unwrap();
      dispatch(loggedOut());
    } catch (error) {
      if (errorStatus(error) !== 401) notify(t('errors.logoutFailed'), 'error');
    }
  };

  return (
    <Button
      color="inherit"
      startIcon={<LogoutIcon />}
      loading={isLoading}
      onClick={() => void handleClick()}
    >
      {t('actions.logout')}
    </Button>
  );
}
