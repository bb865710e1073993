import { operationsOf, type Resource } from '../../kit/resource';
import * as operations from './operations';
import { registerReportRoutes } from './routes';

export const reportsResource: Resource = {
  name: 'reports',
  description: 'Customer survey polls and answers',
  operations: operationsOf(operations),
  register: registerReportRoutes,
  auditEntities: { poll: { es: 'Encuesta', en: 'Poll' } },
};
