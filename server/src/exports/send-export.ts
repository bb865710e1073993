import { PassThrough, type Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { PDF, XLSX } from '../contract/common';
import { unauthenticated } from '../http/domain-error';
import { businessFileStamp } from '../lib/business-time';
import { startExportRun, type ExportRun } from './export-runs';
import { writePdf } from './pdf';
import type { ExportTable } from './table';
import { writeXlsx } from './xlsx';

export type ExportFormat = 'xlsx' | 'pdf';

const contentTypes: Record<ExportFormat, string> = { xlsx: XLSX, pdf: PDF };

/** The export's rows in all (exposed to browsers through CORS): what a progress bar shows against. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';
/** The export's id, to poll its progress by (`GET /api/exports/{id}`). */
export const EXPORT_ID_HEADER = 'X-Export-Id';

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
  const run: ExportRun = await startExportRun(context.db, context.clock, {
    userId: user.id,
    list: request.routeOptions.url ?? request.url,
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
  write({ ...table, batches: startingWith(first, source) }, sink, controller.signal, (rows) => {
    run.progress(rows);
  })
    .catch((error: unknown) => {
      request.log.error({ err: error }, `${format} export failed while streaming`);
      sink.destroy(error instanceof Error ? error : new Error(String(error)));
    })
    .finally(() => run.finish());
  return sink;
}
