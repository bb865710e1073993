import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import * as orders from './operations';
import type { OrderStatusValue } from '../../db/tables';
import type { OrderListName } from '../../domain/order-search';
import { exportSearchOf } from '../../exports/filter-segment';
import { sendExport, type ExportFormat } from '../../exports/send-export';
import { DomainError } from '../../domain/errors';
import { keptAnswer } from '../../http/kept-answers';
import { languageOf } from '../../domain/messages';
import { businessToday } from '../../lib/business-time';
import { registerOperation } from '../../http/register-operation';
import { notifyStaffOfNewOrder } from './notifications';
import { lastOrderViews } from './repository';
import { statusCounts } from './status-counts';
import { listOrderPage } from './list-repository';
import type { OrderListFilter } from './list-plan';
import type { DueFilter } from './delivery-schedule';
import type { PageRequest } from '../../kit/pagination';
import { orderStats } from './stats-repository';
import { orderExport, type OrderExportFilter } from './exports';
import * as service from './service';

interface ListQuery {
  from?: string | undefined;
  to?: string | undefined;
  status?: OrderStatusValue | undefined;
  due?: DueFilter | undefined;
}

/** from/to are inclusive days; a range that ends before it starts is a 400 on `to`. */
function checkRange(query: ListQuery): void {
  if (query.from !== undefined && query.to !== undefined && query.to < query.from)
    throw new DomainError(400, 'validationFailed', { to: ['dateRangeReversed'] });
}

export function registerOrderRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, dialect } = context;

  registerOperation(app, context, orders.getOrder, ({ params, auth }) =>
    service.getOrder(context, auth, params.id),
  );

  registerOperation(app, context, orders.createOrder, async ({ body, auth, origin }) => {
    const order = await service.createOrder(context, auth.user.id, origin, body);
    notifyStaffOfNewOrder(context, order);
    return order;
  });

  registerOperation(app, context, orders.updateOrder, ({ params, body, auth, origin }) =>
    service.updateOrder(context, auth.user.id, origin, params.id, body),
  );

  registerOperation(app, context, orders.changeOrderStatus, ({ params, body, auth, origin }) =>
    service.changeOrderStatus(context, auth.user.id, origin, params.id, body),
  );

  registerOperation(app, context, orders.deleteOrder, ({ params, origin }) =>
    service.deleteOrder(context, origin, params.id),
  );

  registerOperation(app, context, orders.restoreOrder, ({ params, origin }) =>
    service.restoreOrder(context, origin, params.id),
  );

  // the lists and counters the operators keep open are kept while no data changes (keptAnswer)
  const keptList = (
    filter: OrderListFilter,
    page: PageRequest,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => {
    checkRange(filter);
    if (filter.due !== undefined) {
      // a due list moves with the day as well as with the data: it is read every time
      const today = businessToday(context.clock());
      return listOrderPage(db, dialect, { ...filter, today }, page);
    }
    return keptAnswer(context, request, reply, () => listOrderPage(db, dialect, filter, page));
  };

  registerOperation(app, context, orders.getOrdersPaginated, ({ params, query, request, reply }) =>
    keptList({ ...query, list: 'active' }, params, request, reply),
  );

  registerOperation(
    app,
    context,
    orders.getOrdersPaginatedSearch,
    ({ params, query, request, reply }) =>
      keptList({ ...query, list: 'active', search: params.search }, params, request, reply),
  );

  registerOperation(app, context, orders.getFinishedOrders, ({ params, query, request, reply }) =>
    keptList(
      { ...query, list: 'finished', search: exportSearchOf(params.filter) },
      params,
      request,
      reply,
    ),
  );

  const exportList = (
    list: OrderListName,
    format: ExportFormat,
    segment: string,
    query: ListQuery,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => {
    checkRange(query);
    const filter: OrderExportFilter = {
      list,
      search: exportSearchOf(segment),
      from: query.from,
      to: query.to,
      status: list === 'finished' ? query.status : undefined,
      due: list === 'active' ? query.due : undefined,
      today: businessToday(context.clock()),
    };
    const { fileBaseName, table } = orderExport(
      db,
      dialect,
      filter,
      languageOf(request.headers['accept-language']),
      context.clock(),
    );
    return sendExport(context, request, reply, format, fileBaseName, table);
  };

  registerOperation(app, context, orders.exportOrdersExcel, ({ params, query, request, reply }) =>
    exportList('active', 'xlsx', params.filter, query, request, reply),
  );

  registerOperation(app, context, orders.exportOrdersPdf, ({ params, query, request, reply }) =>
    exportList('active', 'pdf', params.filter, query, request, reply),
  );

  // the Cancelados exports (the finished orders report) are in finished-routes.ts

  registerOperation(app, context, orders.getOrderStatusCounts, ({ request, reply }) =>
    keptAnswer(context, request, reply, () => statusCounts(db)),
  );

  registerOperation(app, context, orders.getLastOrders, ({ params, request, reply }) =>
    keptAnswer(context, request, reply, () => lastOrderViews(db, dialect, params.n)),
  );

  registerOperation(app, context, orders.getOrderStats, ({ params }) =>
    orderStats(db, dialect, params.days, context.clock()),
  );

  // the price an order takes by default (GET /api/prices/current) is in the prices resource (figures.ts)
}
