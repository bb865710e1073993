import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import * as orders from './operations';
import type { OrderStatusValue, ProductValue } from '../../db/tables';
import { exportSearchOf } from '../../exports/filter-segment';
import { sendExport, type ExportFormat } from '../../exports/send-export';
import { DomainError } from '../../domain/errors';
import { languageOf } from '../../domain/messages';
import { registerOperation } from '../../http/register-operation';
import { finishedOrderTotals } from './list-repository';
import { finishedOrderExport, type OrderExportFilter, type OrderFilterNames } from './exports';

// The finished orders report: the Cancelados list (routes.ts) narrowed by zone, product and
// employee, its totals over the whole filtered set, and its exports with a totals line.

interface ReportQuery {
  from?: string | undefined;
  to?: string | undefined;
  status?: OrderStatusValue | undefined;
  zone_id?: number | undefined;
  product?: ProductValue | undefined;
  employee_id?: number | undefined;
}

/** from/to are inclusive days; a range that ends before it starts is a 400 on `to`. */
function checkRange(query: ReportQuery): void {
  if (query.from !== undefined && query.to !== undefined && query.to < query.from)
    throw new DomainError(400, 'validationFailed', { to: ['dateRangeReversed'] });
}

const filterOf = (segment: string, query: ReportQuery): OrderExportFilter => ({
  list: 'finished',
  search: exportSearchOf(segment),
  from: query.from,
  to: query.to,
  status: query.status,
  zone_id: query.zone_id,
  product: query.product,
  employee_id: query.employee_id,
});

export function registerFinishedOrderRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, dialect } = context;

  /** The zone's and the employee's names for the filter line (deleted ones too). */
  async function namesOf(query: ReportQuery): Promise<OrderFilterNames> {
    const [zone, employee] = await Promise.all([
      query.zone_id === undefined
        ? undefined
        : db.selectFrom('zones').select('name').where('id', '=', query.zone_id).executeTakeFirst(),
      query.employee_id === undefined
        ? undefined
        : db
            .selectFrom('users')
            .select(['name', 'last_name'])
            .where('id', '=', query.employee_id)
            .executeTakeFirst(),
    ]);
    return {
      zone: zone?.name,
      employee: employee === undefined ? undefined : `${employee.name} ${employee.last_name}`,
    };
  }

  registerOperation(app, context, orders.getFinishedOrderTotals, ({ params, query }) => {
    checkRange(query);
    return finishedOrderTotals(db, dialect, {
      ...filterOf(params.filter, query),
      trashed: query.trashed,
    });
  });

  const exportReport = async (
    format: ExportFormat,
    segment: string,
    query: ReportQuery,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => {
    checkRange(query);
    const { fileBaseName, table } = finishedOrderExport(
      db,
      dialect,
      filterOf(segment, query),
      await namesOf(query),
      languageOf(request.headers['accept-language']),
      context.clock(),
    );
    return sendExport(context, request, reply, format, fileBaseName, table);
  };

  registerOperation(
    app,
    context,
    orders.exportFinishedOrdersExcel,
    ({ params, query, request, reply }) =>
      exportReport('xlsx', params.filter, query, request, reply),
  );

  registerOperation(
    app,
    context,
    orders.exportFinishedOrdersPdf,
    ({ params, query, request, reply }) =>
      exportReport('pdf', params.filter, query, request, reply),
  );
}
