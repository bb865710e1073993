import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerMasterDataRoutes } from '../../kit/master-data-routes';
import { zones } from './operations';
import { listAllZones, listZonePage } from './repository';
import * as service from './service';

export function registerZoneRoutes(app: FastifyInstance, context: AppContext): void {
  registerMasterDataRoutes(app, context, zones, {
    listAll: ({ db }) => listAllZones(db),
    listPage: ({ db }, filter, request) => listZonePage(db, filter, request),
    get: service.getZone,
    create: service.createZone,
    update: service.updateZone,
    remove: service.deleteZone,
    restore: service.restoreZone,
  });
}
