import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { zones } from './operations';
import { assertMayListTrashed } from '../../domain/master-data-visibility';
import { registerOperation } from '../../http/register-operation';
import { listAllZones, listZonePage } from './repository';
import * as service from './service';

export function registerZoneRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  registerOperation(app, context, zones.all, () => listAllZones(db));

  registerOperation(app, context, zones.one, ({ params, auth }) =>
    service.getZone(context, auth.role, params.id),
  );

  registerOperation(app, context, zones.create, ({ body, origin }) =>
    service.createZone(context, origin, body),
  );

  registerOperation(app, context, zones.update, ({ params, body, origin }) =>
    service.updateZone(context, origin, params.id, body),
  );

  registerOperation(app, context, zones.remove, ({ params, origin }) =>
    service.deleteZone(context, origin, params.id),
  );

  registerOperation(app, context, zones.restore, ({ params, origin }) =>
    service.restoreZone(context, origin, params.id),
  );

  registerOperation(app, context, zones.paginated, ({ params, query, auth }) => {
    assertMayListTrashed(auth.role, query.trashed);
    return listZonePage(db, query, params);
  });

  registerOperation(app, context, zones.paginatedSearch, ({ params, query, auth }) => {
    const filter = { ...query, search: params.search };
    assertMayListTrashed(auth.role, filter.trashed);
    return listZonePage(db, filter, params);
  });
}
