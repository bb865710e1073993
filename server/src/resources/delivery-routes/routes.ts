import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { languageOf } from '../../domain/messages';
import { sendExport, type ExportFormat } from '../../exports/send-export';
import { SerializedJson } from '../../http/kept-answers';
import { registerOperation } from '../../http/register-operation';
import { singlePage } from '../../kit/pagination';
import * as cashCounts from './cash-count-operations';
import { cashCountExport } from './cash-count-exports';
import { checkCashCountFilter, listCashCountPage, type CashCountFilter } from './cash-counts';
import * as routes from './operations';
import { activeStaff, routeVehicleOrNone } from './repository';
import { boardVersion } from './board';
import { keptDispatchBoard } from './board-routes';
import * as board from './board-operations';
import { routesOfDay } from './views';
import { viewOf } from './route-change';
import * as run from './run-service';
import * as plan from './service';
import { moveStop } from './stop-placing';

export function registerDeliveryRouteRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, dialect } = context;

  registerOperation(app, context, routes.listDeliveryRoutes, async ({ query }) =>
    singlePage(await routesOfDay(db, dialect, query.date)),
  );
  // kept per day, filter and version, written by its response schema's serializer (board-routes.ts)
  registerOperation(
    app,
    context,
    board.getDispatchBoard,
    async ({ params, query }) =>
      new SerializedJson(await keptDispatchBoard(db, dialect, params.date, query)),
  );
  registerOperation(app, context, board.getDispatchBoardVersion, async ({ params }) => ({
    version: await boardVersion(db, dialect, params.date),
  }));
  registerOperation(app, context, board.getMyDeliveryRoutes, ({ params, auth }) =>
    run.driversRoutesOfDay(db, params.date, auth.user.id),
  );
  registerOperation(app, context, routes.getDeliveryRoute, ({ params }) =>
    viewOf(context, params.id),
  );
  registerOperation(app, context, routes.createDeliveryRoute, ({ body, origin }) =>
    plan.createRoute(context, origin, body),
  );
  registerOperation(app, context, routes.updateDeliveryRoute, ({ params, body, origin }) =>
    plan.updateRoute(context, origin, params.id, body),
  );
  registerOperation(app, context, routes.deleteDeliveryRoute, ({ params, origin }) =>
    plan.deleteRoute(context, origin, params.id),
  );
  registerOperation(app, context, routes.addDeliveryStop, ({ params, body, origin }) =>
    plan.addStop(context, origin, params.id, body),
  );
  registerOperation(app, context, routes.removeDeliveryStop, ({ params, origin }) =>
    plan.removeStop(context, origin, params.id, params.stop_id),
  );
  registerOperation(app, context, routes.moveDeliveryStop, ({ params, body, origin }) =>
    moveStop(context, origin, params.id, params.stop_id, body),
  );
  registerOperation(app, context, routes.reorderDeliveryStops, ({ params, body, origin }) =>
    plan.reorderStops(context, origin, params.id, body),
  );
  registerOperation(app, context, routes.departDeliveryRoute, ({ params, auth, origin }) =>
    run.departRoute(context, origin, auth.user.id, params.id),
  );
  registerOperation(app, context, routes.recordDeliveryOutcome, ({ params, body, auth, origin }) =>
    run.recordOutcome(context, origin, auth.user.id, params.id, params.stop_id, body),
  );
  registerOperation(app, context, routes.closeDeliveryRoute, ({ params, body, auth, origin }) =>
    run.closeRoute(context, origin, auth.user.id, params.id, body),
  );
  registerOperation(app, context, routes.reopenDeliveryRoute, ({ params, origin }) =>
    run.reopenRoute(context, origin, params.id),
  );

  registerOperation(app, context, cashCounts.getCashCountsPaginated, ({ params, query }) => {
    checkCashCountFilter(query);
    return listCashCountPage(db, query, params);
  });

  const exportCashCounts = async (
    format: ExportFormat,
    filter: CashCountFilter,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => {
    checkCashCountFilter(filter);
    const driver =
      filter.driver_id === undefined ? undefined : await activeStaff(db, filter.driver_id);
    const vehicle =
      filter.vehicle_id === undefined ? undefined : await routeVehicleOrNone(db, filter.vehicle_id);
    const { fileBaseName, table } = cashCountExport(
      db,
      filter,
      { driver: driver?.name, vehicle: vehicle?.plate },
      languageOf(request.headers['accept-language']),
      context.clock(),
    );
    return sendExport(context, request, reply, format, fileBaseName, table);
  };

  registerOperation(app, context, cashCounts.exportCashCountsExcel, ({ query, request, reply }) =>
    exportCashCounts('xlsx', query, request, reply),
  );
  registerOperation(app, context, cashCounts.exportCashCountsPdf, ({ query, request, reply }) =>
    exportCashCounts('pdf', query, request, reply),
  );
}
