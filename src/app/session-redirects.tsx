import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { sessionExpired } from '@/api';
import { notify } from '@/components/feedback/notifier';
import { loginPathWithReturn, paths } from '@/config/paths';
import { loggedOut } from '@/features/auth/auth-slice';
import { addAppListener } from '@/store/listener-middleware';
import { useAppDispatch } from '@/store/hooks';

/**
 * The app layer's session listener: when the session expires the user goes to the login page with
 * the current url as returnUrl; after a logout, to the login page.
 */
export function SessionRedirects() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  // `common`, loaded at start: the login page the user lands on has no other namespace for it
  const { t } = useTranslation('common');
  const current = useRef('');

  useEffect(() => {
    current.current = `${location.pathname}${location.search}`;
  }, [location.pathname, location.search]);

  useEffect(() => {
    const stopExpired = dispatch(
      addAppListener({
        actionCreator: sessionExpired,
        effect: () => {
          notify(t('sessionExpired'), 'warning');
          void navigate(loginPathWithReturn(current.current), { replace: true });
        },
      }),
    );
    const stopLoggedOut = dispatch(
      addAppListener({
        actionCreator: loggedOut,
        effect: () => {
          void navigate(paths.login, { replace: true });
        },
      }),
    );
    return () => {
      stopExpired();
      stopLoggedOut();
    };
  }, [dispatch, navigate, t]);

  return null;
}
