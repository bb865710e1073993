import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import type { OperationSpec } from '../http/operation';
import type { Resource } from '../kit/resource';
import { auditResource } from './audit';
import { authResource } from './auth';
import { deliveryRoutesResource } from './delivery-routes';
import { locationsResource } from './locations';
import { ordersResource } from './orders';
import { pricesResource } from './prices';
import { pushResource } from './push';
import { reportsResource } from './reports';
import { systemResource } from './system';
import { usersResource } from './users';
import { vehiclesResource } from './vehicles';
import { walletsResource } from './wallets';
import { zonesResource } from './zones';

// The registry: the one list of the API's resources. From it come the operation table (and so
// openapi/openapi.json, its paths in this order), the OpenAPI tags (and so the SPA's generated
// endpoints, a file per tag), the routes, the paths the request log knows and the audit trail's
// entities. A folder of resources/ that is not here fails a test (server/test/architecture).

/** The resources but the audit trail, in the order of the contract. */
const recorded: readonly Resource[] = [
  systemResource,
  authResource,
  usersResource,
  walletsResource,
  zonesResource,
  locationsResource,
  vehiclesResource,
  ordersResource,
  deliveryRoutesResource,
  reportsResource,
  pricesResource,
  pushResource,
];

/** Every resource, the audit trail last (it names the entities of the others). */
export const resources: readonly Resource[] = [...recorded, auditResource(recorded)];

/** Every operation of the API, in a stable order (the order of the OpenAPI document). */
export const allOperations: readonly OperationSpec[] = resources.flatMap(
  (resource) => resource.operations,
);

/** The OpenAPI tags, in the document's order: a resource each. */
export const apiTags = resources.map(({ name, description }) => ({ name, description }));

/** Registers the routes of every resource. */
export function registerResources(app: FastifyInstance, context: AppContext): void {
  for (const resource of resources) resource.register(app, context);
}
