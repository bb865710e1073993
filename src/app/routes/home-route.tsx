import { useTranslation } from 'react-i18next';
import { hasRequiredRole } from '@/features/auth/role-check';
import {
  selectIsAuthenticated,
  selectSessionUser,
  selectToken,
  selectUserDisplayName,
} from '@/features/auth/selectors';
import { HomePage } from '@/features/dashboard/components/home-page';
import { CustomerHome } from '@/features/orders/components/customer-home';
import { CUSTOMERS, STAFF } from '@/lib/session/roles';
import { useAppSelector } from '@/store/hooks';

/**
 * `/` (or `/app` with the guard off): the home page greeting the signed-in user, with the orders
 * dashboard for staff, and for a customer their last order ("order again") and wallet balance.
 */
export function HomeRoute({ home }: { home: string }) {
  const { t } = useTranslation('common');
  const name = useAppSelector(selectUserDisplayName);
  const signedIn = useAppSelector(selectIsAuthenticated);
  const token = useAppSelector(selectToken);
  const userId = useAppSelector(selectSessionUser)?.id ?? null;
  // the order figures are for staff only (so are the calls behind them)
  const staff = signedIn && hasRequiredRole(token, STAFF);
  if (signedIn && !staff && hasRequiredRole(token, CUSTOMERS))
    return (
      <CustomerHome
        greeting={name ? t('home.greeting', { name }) : t('home.greetingAnonymous')}
        userId={userId}
        home={home}
      />
    );
  return <HomePage name={name} showFigures={staff} />;
}
