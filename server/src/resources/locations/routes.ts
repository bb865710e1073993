import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerMasterDataRoutes } from '../../kit/master-data-routes';
import { locations } from './operations';
import { listAllLocations, listLocationPage } from './repository';
import * as service from './service';

export function registerLocationRoutes(app: FastifyInstance, context: AppContext): void {
  registerMasterDataRoutes(app, context, locations, {
    listAll: ({ db }) => listAllLocations(db),
    listPage: ({ db }, filter, request) => listLocationPage(db, filter, request),
    get: service.getLocation,
    create: service.createLocation,
    update: service.updateLocation,
    remove: service.deleteLocation,
    restore: service.restoreLocation,
  });
}
