import { operationsOf, type Resource } from '../../kit/resource';
import * as operations from './operations';
import { registerAuthRoutes } from './routes';

export const authResource: Resource = {
  name: 'auth',
  description: 'Sign in, sign out, registration and password reset',
  operations: operationsOf(operations),
  register: registerAuthRoutes,
  auditEntities: { session: { es: 'Sesión', en: 'Session' } },
};
