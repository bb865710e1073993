import { useSearchParams } from 'react-router-dom';
import { ErrorPage } from '@/features/errors/components/error-page';

/** `/error`: the code comes from `?code=`, 404 by default (unknown paths are redirected here). */
export function ErrorRoute() {
  const [params] = useSearchParams();
  const code = params.get('code');
  return <ErrorPage code={code && /^\d{3}$/.test(code) ? code : 404} />;
}
