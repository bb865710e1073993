import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { locations } from './operations';
import { assertMayListTrashed } from '../../domain/master-data-visibility';
import { registerOperation } from '../../http/register-operation';
import { listAllLocations, listLocationPage } from './repository';
import * as service from './service';

export function registerLocationRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  registerOperation(app, context, locations.all, () => listAllLocations(db));

  registerOperation(app, context, locations.one, ({ params, auth }) =>
    service.getLocation(context, auth.role, params.id),
  );

  registerOperation(app, context, locations.create, ({ body, origin }) =>
    service.createLocation(context, origin, body),
  );

  registerOperation(app, context, locations.update, ({ params, body, origin }) =>
    service.updateLocation(context, origin, params.id, body),
  );

  registerOperation(app, context, locations.remove, ({ params, origin }) =>
    service.deleteLocation(context, origin, params.id),
  );

  registerOperation(app, context, locations.restore, ({ params, origin }) =>
    service.restoreLocation(context, origin, params.id),
  );

  registerOperation(app, context, locations.paginated, ({ params, query, auth }) => {
    assertMayListTrashed(auth.role, query.trashed);
    return listLocationPage(db, query, params);
  });

  registerOperation(app, context, locations.paginatedSearch, ({ params, query, auth }) => {
    const filter = { ...query, search: params.search };
    assertMayListTrashed(auth.role, filter.trashed);
    return listLocationPage(db, filter, params);
  });
}
