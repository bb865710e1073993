import { PassThrough, type Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PDF, XLSX } from '../contract/common';
import { businessFileStamp } from '../lib/business-time';
import { writePdf } from './pdf';
import type { ExportTable } from './table';
import { writeXlsx } from './xlsx';

export type ExportFormat = 'xlsx' | 'pdf';

const contentTypes: Record<ExportFormat, string> = { xlsx: XLSX, pdf: PDF };

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
 * Answers an export: reads the first batch before anything is sent (so a failure there is a
 * normal JSON error), sets the file headers and returns the stream the writer fills. A failure
 * mid-stream cuts the download; a client that goes away stops the writer and the reading.
 */
export async function sendExport<Row>(
  request: FastifyRequest,
  reply: FastifyReply,
  format: ExportFormat,
  fileBaseName: string,
  table: ExportTable<Row>,
): Promise<Readable> {
  const source = table.batches[Symbol.asyncIterator]();
  const first = await source.next();
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
    .header('Cache-Control', 'no-store');
  const write = format === 'xlsx' ? writeXlsx : writePdf;
  write({ ...table, batches: startingWith(first, source) }, sink, controller.signal).catch(
    (error: unknown) => {
      request.log.error({ err: error }, `${format} export failed while streaming`);
      sink.destroy(error instanceof Error ? error : new Error(String(error)));
    },
  );
  return sink;
}
