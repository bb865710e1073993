import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import type { AuthContext } from '../auth/authenticate';
import { zones } from '../contract';
import { isStaffRole } from '../domain/roles';
import { forbidden } from '../http/domain-error';
import { registerOperation } from '../http/register-operation';
import type { ListFilter } from '../repositories/pagination';
import { listAllZones, listZonePage } from '../repositories/zones';
import * as service from '../services/zones';

/** Deleted master data is staff's business: customers list active rows only. */
export function assertMayListTrashed(auth: AuthContext, filter: ListFilter): void {
  if ((filter.trashed ?? 'without') !== 'without' && !isStaffRole(auth.role)) throw forbidden();
}

export function registerZoneRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  registerOperation(app, context, zones.all, () => listAllZones(db));

  registerOperation(app, context, zones.one, ({ params }) => service.getZone(context, params.id));

  registerOperation(app, context, zones.create, ({ body }) => service.createZone(context, body));

  registerOperation(app, context, zones.update, ({ params, body }) =>
    service.updateZone(context, params.id, body),
  );

  registerOperation(app, context, zones.remove, ({ params }) =>
    service.deleteZone(context, params.id),
  );

  registerOperation(app, context, zones.restore, ({ params }) =>
    service.restoreZone(context, params.id),
  );

  registerOperation(app, context, zones.paginated, ({ params, query, auth }) => {
    assertMayListTrashed(auth, query);
    return listZonePage(db, query, params);
  });

  registerOperation(app, context, zones.paginatedSearch, ({ params, query, auth }) => {
    const filter = { ...query, search: params.search };
    assertMayListTrashed(auth, filter);
    return listZonePage(db, filter, params);
  });
}
