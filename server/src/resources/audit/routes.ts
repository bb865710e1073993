import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Static } from '@sinclair/typebox';
import type { AppContext } from '../../app-context';
import type { AuditEntityLabels } from '../../kit/resource';
import type { AuditOperations } from './operations';
import { FIRST_DAY, LAST_DAY } from '../../lib/calendar-days';
import { exportSearchOf } from '../../exports/filter-segment';
import { sendExport, type ExportFormat } from '../../exports/send-export';
import { DomainError } from '../../domain/errors';
import { languageOf } from '../../domain/messages';
import { registerOperation } from '../../http/register-operation';
import { businessDaysRange } from '../../lib/business-time';
import { listAuditPage } from './repository';
import { auditExport, type AuditExportFilter } from './exports';

// The audit trail, to administrators: read and exported, never changed (no call writes it; the
// writes of the other calls record their entries, see audit/record.ts).

type ExportQuery = Static<AuditOperations['exportAuditEventsExcel']['querystring']>;

/**
 * The filter of a query: from/to are inclusive days in America/Mexico_City; a range that ends
 * before it starts is a 400 on `to`.
 */
function filterOf(query: ExportQuery, search: string | undefined): AuditExportFilter {
  if (query.from !== undefined && query.to !== undefined && query.to < query.from)
    throw new DomainError(400, 'validationFailed', { to: ['dateRangeReversed'] });
  return {
    search,
    userId: query.user_id,
    entity: query.entity,
    entityId: query.entity_id,
    action: query.action,
    from: query.from,
    to: query.to,
    range:
      query.from === undefined && query.to === undefined
        ? null
        : businessDaysRange(query.from ?? FIRST_DAY, query.to ?? LAST_DAY),
  };
}

/** The trail's calls (built for the registry's entities), with the entities' names for exports. */
export function registerAuditRoutes(
  app: FastifyInstance,
  context: AppContext,
  audit: AuditOperations,
  labels: AuditEntityLabels,
): void {
  const { db } = context;

  registerOperation(app, context, audit.getAuditEventsPaginated, ({ params, query }) =>
    listAuditPage(db, filterOf(query, query.search), params),
  );

  const exportTrail = (
    format: ExportFormat,
    segment: string,
    query: ExportQuery,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => {
    const { fileBaseName, table } = auditExport(
      db,
      filterOf(query, exportSearchOf(segment)),
      languageOf(request.headers['accept-language']),
      context.clock(),
      labels,
    );
    return sendExport(context, request, reply, format, fileBaseName, table);
  };

  registerOperation(
    app,
    context,
    audit.exportAuditEventsExcel,
    ({ params, query, request, reply }) =>
      exportTrail('xlsx', params.filter, query, request, reply),
  );

  registerOperation(app, context, audit.exportAuditEventsPdf, ({ params, query, request, reply }) =>
    exportTrail('pdf', params.filter, query, request, reply),
  );
}
