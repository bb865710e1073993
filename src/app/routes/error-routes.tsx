import { useSearchParams } from 'react-router-dom';
import { ErrorPage } from '@/features/errors/components/error-page';
import { NotFoundPage } from '@/features/errors/components/not-found-page';

/**
 * `/error`: the code comes from `?code=`, 404 by default. Unknown paths are redirected here without
 * a code, so they show the not-found page (404, back to /sistema/); any other code shows the error
 * page ('Oops, looks like an error occurred', the code, back home).
 */
export function ErrorRoute() {
  const [params] = useSearchParams();
  const raw = params.get('code');
  const code = raw && /^\d{3}$/.test(raw) ? raw : '404';
  return code === '404' ? <NotFoundPage /> : <ErrorPage code={code} />;
}
