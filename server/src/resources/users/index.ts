import { operationsOf, type Resource } from '../../kit/resource';
import * as operations from './operations';
import { registerUserRoutes } from './routes';

export const usersResource: Resource = {
  name: 'users',
  description: 'Customers, employees and administrators; exports; star clients',
  operations: operationsOf(operations),
  register: registerUserRoutes,
  auditEntities: {
    user: { es: 'Usuario', en: 'User' },
    profile_picture: { es: 'Foto de perfil', en: 'Profile picture' },
  },
};
