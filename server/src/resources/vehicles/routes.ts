import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerOperation } from '../../http/register-operation';
import { vehicles } from './operations';
import { listAllVehicles, listVehiclePage } from './repository';
import * as service from './service';

// The eight master-data calls, bound one by one: the kit's registerMasterDataRoutes takes the
// operations exactly as masterDataOperations builds them, and vehicles' differ in who may call
// them (staff read, administrators write; customers never), so they are registered here.
export function registerVehicleRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  registerOperation(app, context, vehicles.all, () => listAllVehicles(db));
  registerOperation(app, context, vehicles.one, ({ params, auth }) =>
    service.getVehicle(context, auth.role, params.id),
  );
  registerOperation(app, context, vehicles.create, ({ body, origin }) =>
    service.createVehicle(context, origin, body),
  );
  registerOperation(app, context, vehicles.update, ({ params, body, origin }) =>
    service.updateVehicle(context, origin, params.id, body),
  );
  registerOperation(app, context, vehicles.remove, ({ params, origin }) =>
    service.deleteVehicle(context, origin, params.id),
  );
  registerOperation(app, context, vehicles.restore, ({ params, origin }) =>
    service.restoreVehicle(context, origin, params.id),
  );
  // staff only (the contract), and staff may list the deleted ones
  registerOperation(app, context, vehicles.paginated, ({ params, query }) =>
    listVehiclePage(db, query, params),
  );
  registerOperation(app, context, vehicles.paginatedSearch, ({ params, query }) =>
    listVehiclePage(db, { ...query, search: params.search }, params),
  );
}
