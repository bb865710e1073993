import { operationsOf, type Resource } from '../../kit/resource';
import * as operations from './operations';
import { registerPushRoutes } from './routes';

export const pushResource: Resource = {
  name: 'push',
  description:
    "Push messaging: the signed-in user's browsers registered with Firebase Cloud Messaging",
  operations: operationsOf(operations),
  register: registerPushRoutes,
  auditEntities: { push_device: { es: 'Dispositivo de notificaciones', en: 'Push device' } },
};
