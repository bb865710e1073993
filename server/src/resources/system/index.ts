import { operationsOf, type Resource } from '../../kit/resource';
import * as operations from './operations';
import { registerExportRoutes } from './export-routes';
import { registerHealthRoutes } from './routes';

export const systemResource: Resource = {
  name: 'system',
  description: 'Health of the service',
  operations: operationsOf(operations),
  register: (app, context) => {
    registerHealthRoutes(app, context);
    registerExportRoutes(app, context);
  },
  auditEntities: {},
};
