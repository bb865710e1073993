import { selectUserDisplayName } from '@/features/auth/selectors';
import { HomePage } from '@/features/dashboard/components/home-page';
import { useAppSelector } from '@/store/hooks';

/** `/` (or `/app` with the guard off): the home page greeting the signed-in user. */
export function HomeRoute() {
  const name = useAppSelector(selectUserDisplayName);
  return <HomePage name={name} />;
}
