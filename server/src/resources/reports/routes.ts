import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import * as reports from './operations';
import { FIRST_DAY, LAST_DAY } from '../../lib/calendar-days';
import { exportSearchOf } from '../../exports/filter-segment';
import { sendExport, type ExportFormat } from '../../exports/send-export';
import { DomainError, notFound } from '../../domain/errors';
import { languageOf } from '../../domain/messages';
import { registerOperation } from '../../http/register-operation';
import { businessDaysRange } from '../../lib/business-time';
import { listAnswerPage } from './answers-repository';
import { pollDistribution } from './distribution-repository';
import { findPollRow, getPollView, listPollPage, type TimeRange } from './polls-repository';
import { pollExport } from './exports';
import * as service from './service';

interface DayRange {
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * The ISO bounds of the inclusive days from..to (America/Mexico_City), null when neither is
 * given; a range that ends before it starts is a 400 on `to`.
 */
function rangeOf(query: DayRange): TimeRange | null {
  if (query.from !== undefined && query.to !== undefined && query.to < query.from)
    throw new DomainError(400, 'validationFailed', { to: ['dateRangeReversed'] });
  if (query.from === undefined && query.to === undefined) return null;
  return businessDaysRange(query.from ?? FIRST_DAY, query.to ?? LAST_DAY);
}

export function registerReportRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  registerOperation(app, context, reports.getPolls, ({ params, query }) =>
    listPollPage(
      db,
      { search: exportSearchOf(params.filter), trashed: query.trashed, range: rangeOf(query) },
      params,
    ),
  );

  registerOperation(app, context, reports.getPoll, ({ params }) =>
    service.getPoll(context, params.id),
  );

  registerOperation(app, context, reports.createPoll, ({ body, origin }) =>
    service.createPoll(context, origin, body),
  );

  registerOperation(app, context, reports.updatePoll, ({ params, body, origin }) =>
    service.updatePoll(context, origin, params.id, body),
  );

  registerOperation(app, context, reports.deletePoll, ({ params, origin }) =>
    service.deletePoll(context, origin, params.id),
  );

  registerOperation(app, context, reports.restorePoll, ({ params, origin }) =>
    service.restorePoll(context, origin, params.id),
  );

  registerOperation(app, context, reports.getPollDistribution, async ({ params, query }) => {
    const range = rangeOf(query);
    if ((await findPollRow(db, params.id)) === undefined) throw notFound();
    return pollDistribution(db, params.id, range, {
      from: query.from ?? null,
      to: query.to ?? null,
    });
  });

  registerOperation(app, context, reports.getAnswersPaginated, ({ params, query }) =>
    listAnswerPage(db, { pollId: query.poll_id, range: rangeOf(query) }, params),
  );

  registerOperation(app, context, reports.getAnswersPaginatedSearch, ({ params, query }) =>
    listAnswerPage(
      db,
      { pollId: query.poll_id, search: params.search, range: rangeOf(query) },
      params,
    ),
  );

  const exportPoll = async (
    format: ExportFormat,
    id: number,
    query: DayRange & { search?: string | undefined },
    request: FastifyRequest,
    reply: FastifyReply,
  ) => {
    const range = rangeOf(query);
    if ((await findPollRow(db, id)) === undefined) throw notFound();
    const poll = await getPollView(db, id);
    const { fileBaseName, table } = pollExport(
      db,
      poll,
      { from: query.from, to: query.to, search: query.search, range },
      languageOf(request.headers['accept-language']),
      context.clock(),
    );
    return sendExport(context, request, reply, format, fileBaseName, table);
  };

  registerOperation(app, context, reports.exportPollExcel, ({ params, query, request, reply }) =>
    exportPoll('xlsx', params.id, query, request, reply),
  );

  registerOperation(app, context, reports.exportPollPdf, ({ params, query, request, reply }) =>
    exportPoll('pdf', params.id, query, request, reply),
  );
}
