import { appHomePath } from '@/config/paths';
import { LandingPage } from '@/features/landing/components/landing-page';

/** `/` with the guard off: the landing page; "Ver ahora" and the applications lead to the admin root. */
export function LandingRoute() {
  return <LandingPage adminRoot={appHomePath(false)} />;
}
