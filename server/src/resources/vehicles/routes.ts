import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerMasterDataRoutes } from '../../kit/master-data-routes';
import { vehicles } from './operations';
import { listAllVehicles, listVehiclePage } from './repository';
import * as service from './service';

export function registerVehicleRoutes(app: FastifyInstance, context: AppContext): void {
  registerMasterDataRoutes(app, context, vehicles, {
    listAll: ({ db }) => listAllVehicles(db),
    listPage: ({ db }, filter, request) => listVehiclePage(db, filter, request),
    get: service.getVehicle,
    create: service.createVehicle,
    update: service.updateVehicle,
    remove: service.deleteVehicle,
    restore: service.restoreVehicle,
  });
}
