import { PassThrough, type Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { auditOriginOf } from '../audit/origin';
import { recordAudit } from '../audit/record';
import { PDF, XLSX } from '../http/schemas';
import { unauthenticated } from '../domain/errors';
import { businessFileStamp } from '../lib/business-time';
import { startExportRun, type ExportFormat, type ExportRun } from './export-runs';
import { renderPdfSheet, writePdf } from './pdf';
import type { PdfSheet } from './pdf-sheet';
import type { ExportTable } from './table';
import { writeXlsx } from './xlsx';

export type { ExportFormat };

const contentTypes: Record<ExportFormat, string> = { xlsx: XLSX, pdf: PDF };

/** The export's rows in all (exposed to browsers through CORS): what a progress bar shows against. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';
/** The export's id, to poll its progress by (`GET /api/exports/{id}`). */
export const EXPORT_ID_HEADER = 'X-Export-Id';

/**
 * The list an export route exports, from its path: `/api/users/list/pdf/:filter` → `users`,
 * `/api/orders/finished/excel/:param` → `orders_finished`, `/api/audit/pdf/:filter` → `audit`.
 */
export function exportedListOf(route: string): string {
  const words = route
    .replace(/^\/api\//, '')
    .split('/')
    .filter((part) => part !== '' && !part.startsWith(':') && !/^(list|excel|pdf)$/.test(part));
  return words.join('_') || 'export';
}

/** The first batch already read, then the rest; closing it closes the source. */
async function* startingWith<Row>(
  first: IteratorResult<readonly Row[], unknown>,
  rest: AsyncIterator<readonly Row[]>,
): AsyncGenerator<readonly Row[], void, undefined> {
  try {
    if (first.done === true) return;
    yield first.value;
    for (;;) {
      const next = await rest.next();
      if (next.done === true) return;
      yield next.value;
    }
  } finally {
    await rest.return?.();
  }
}

/**
 * Answers an export: takes a slot (429 past the caller's or the process's cap), counts the rows
 * and reads the first batch before anything is sent (so a failure there is a normal JSON error),
 * sets the file headers and returns the stream the writer fills. A failure mid-stream cuts the
 * download; a client that goes away stops the writer and the reading, and frees the slot.
 */
export async function sendExport<Row>(
  context: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  format: ExportFormat,
  fileBaseName: string,
  table: ExportTable<Row>,
): Promise<Readable> {
  const user = request.auth?.user;
  if (user === undefined) throw unauthenticated();
  const list = exportedListOf(request.routeOptions.url ?? request.url);
  const run: ExportRun = await startExportRun(context.db, context.clock, {
    userId: user.id,
    list,
    format,
  });
  let source: AsyncIterator<readonly Row[]> | undefined;
  let first: IteratorResult<readonly Row[], unknown>;
  let total: number | undefined;
  try {
    if (table.count !== undefined) {
      total = await table.count();
      await run.total(total);
    }
    source = table.batches[Symbol.asyncIterator]();
    first = await source.next();
  } catch (error) {
    await source?.return?.();
    await run.finish();
    throw error;
  }
  const sink = new PassThrough();
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  // a client gone: what the sink holds is dropped (and a writer waiting for it to empty, such as
  // exceljs's commit, is let go: see below)
  const clientGone = new Promise<void>((resolve) => {
    controller.signal.addEventListener(
      'abort',
      () => {
        sink.destroy();
        resolve();
      },
      { once: true },
    );
  });
  sink.on('error', () => {
    controller.abort();
  });
  void reply
    .type(contentTypes[format])
    .header(
      'Content-Disposition',
      `attachment; filename=${fileBaseName}-${businessFileStamp(table.generatedAt)}.${format}`,
    )
    .header('Cache-Control', 'no-store')
    .header(EXPORT_ID_HEADER, run.id);
  if (total !== undefined) void reply.header(TOTAL_COUNT_HEADER, String(total));
  const write = format === 'xlsx' ? writeXlsx : writePdf;
  const origin = auditOriginOf(request);
  const batches = startingWith(first, source);
  // the writing goes on after the handler returns: background work, which the app waits for on
  // close (and tests before they look at its effects)
  context.background.run('export', async () => {
    let rows = 0;
    let outcome: 'completed' | 'cancelled' | 'failed' = 'completed';
    try {
      // the writer stops at the abort, but one may be left waiting on its stream (the workbook's
      // last commit waits for a sink nobody reads): the export is over when the client is gone
      await Promise.race([
        write({ ...table, batches }, sink, controller.signal, (written) => {
          rows = written;
          run.progress(written);
        }),
        clientGone,
      ]);
      if (controller.signal.aborted) outcome = 'cancelled';
    } catch (error) {
      outcome = controller.signal.aborted ? 'cancelled' : 'failed';
      request.log.error({ err: error }, `${format} export failed while streaming`);
      sink.destroy(error instanceof Error ? error : new Error(String(error)));
    } finally {
      await run.finish();
    }
    // the audit trail: who exported which list, with which filter, and how many rows left
    await recordAudit(context.db, origin, {
      action: 'export',
      entity: 'export',
      entityId: list,
      after: {
        list,
        format,
        filter: table.filter,
        url: request.url,
        rows: total === undefined ? rows : Math.min(rows, total),
        rows_total: total ?? null,
        outcome,
      },
      at: new Date(context.clock()).toISOString(),
    });
  });
  return sink;
}

/**
 * Answers a printed sheet of one record (a ticket, a route sheet) as a PDF attachment named
 * `fileName`.pdf: drawn by a drawing thread, under the exports' caps (429 past them), and written
 * to the audit trail as the list exports are (`export`, the printable's name from its path, e.g.
 * `orders_ticket`, with the record's id), once drawn.
 */
export async function sendPdfSheet(
  context: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  fileName: string,
  sheet: PdfSheet,
  recordId: number,
): Promise<Buffer> {
  const user = request.auth?.user;
  if (user === undefined) throw unauthenticated();
  const list = exportedListOf(request.routeOptions.url ?? request.url);
  const run = await startExportRun(context.db, context.clock, {
    userId: user.id,
    list,
    format: 'pdf',
  });
  try {
    const pdf = await renderPdfSheet(sheet);
    await recordAudit(context.db, auditOriginOf(request), {
      action: 'export',
      entity: 'export',
      entityId: list,
      after: { list, format: 'pdf', record_id: recordId, url: request.url, outcome: 'completed' },
      at: new Date(context.clock()).toISOString(),
    });
    void reply
      .type(PDF)
      .header('Content-Disposition', `attachment; filename=${fileName}.pdf`)
      .header('Cache-Control', 'no-store');
    return pdf;
  } finally {
    await run.finish();
  }
}
