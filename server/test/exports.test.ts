import { EventEmitter } from 'node:events';
import { PassThrough } from 'node:stream';
import type { Worker } from 'node:worker_threads';
import { exportSearchOf } from '../src/exports/filter-segment';
import { retiredThreadsExited, retireThread, writePdf } from '../src/exports/pdf';
import { fontRuns } from '../src/exports/pdf-fonts';
import type { ExportTable } from '../src/exports/table';
import { writeXlsx } from '../src/exports/xlsx';
import { pdfPageCount, pdfPages } from './pdf-text';
import { readWorkbook } from './xlsx-rows';

// The writers on their own: typed cells, layout, and how they behave with slow or vanishing
// clients (no HTTP, rows from a generator that records what was read).

// the flow-control tests wait for the writers to settle
jest.setTimeout(30_000);

interface Line {
  id: number;
  customer: string;
  total: number;
  day: string;
  at: string;
  kg: number;
}

interface Source {
  batches: AsyncIterable<readonly Line[]>;
  /** Batches handed out so far. */
  read: () => number;
  /** True once the reader closed the generator (finished or stopped early). */
  closed: () => boolean;
}

function source(batchCount: number, batchSize: number): Source {
  let read = 0;
  let closed = false;
  async function* batches(): AsyncGenerator<Line[]> {
    try {
      for (let batch = 0; batch < batchCount; batch += 1) {
        await Promise.resolve();
        read += 1;
        yield Array.from({ length: batchSize }, (_, index) => {
          const id = batch * batchSize + index + 1;
          return {
            id,
            customer: `Cliente ${String(id)} Núñez`,
            total: id + 0.5,
            day: '2026-03-15',
            at: '2026-03-15T18:30:00.000Z',
            kg: id * 10,
          };
        });
      }
    } finally {
      closed = true;
    }
  }
  return { batches: batches(), read: () => read, closed: () => closed };
}

const table = (batches: AsyncIterable<readonly Line[]>, columns = 5): ExportTable<Line> => ({
  title: 'Pedidos de prueba',
  filter: 'todos',
  generatedAt: Date.UTC(2026, 2, 15, 18, 30),
  language: 'es',
  columns: [
    { header: 'ID', kind: 'id' as const, width: 8, value: (line: Line) => line.id },
    { header: 'Cliente', kind: 'text' as const, width: 30, value: (line: Line) => line.customer },
    { header: 'Total', kind: 'money' as const, width: 12, value: (line: Line) => line.total },
    { header: 'Día', kind: 'date' as const, width: 12, value: (line: Line) => line.day },
    { header: 'Hora', kind: 'datetime' as const, width: 16, value: (line: Line) => line.at },
    { header: 'Kg', kind: 'integer' as const, width: 8, value: (line: Line) => line.kg },
    { header: 'Nota', kind: 'text' as const, width: 8, value: () => null },
  ].slice(0, columns),
  batches,
});

function collect(stream: PassThrough): Promise<Buffer> {
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    stream.on('end', () => {
      resolve(Buffer.concat(chunks));
    });
    stream.on('error', reject);
  });
}

const pause = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/** The number of batches read once reading has stopped moving (the writer waits for the client). */
async function stalledAt(rows: Source): Promise<number> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const before = rows.read();
    await pause(250);
    if (rows.read() === before) return before;
  }
  throw new Error('the writer kept reading rows that nobody downloaded');
}

describe('the Excel writer', () => {
  it('writes typed cells in Mexico City time after a preamble and the headers', async () => {
    const sink = new PassThrough();
    const file = collect(sink);
    const rows = source(2, 3);
    await writeXlsx(table(rows.batches, 6), sink, new AbortController().signal);
    const workbook = await readWorkbook(await file);
    expect(workbook.preamble).toEqual([
      'Pedidos de prueba',
      'Filtro: todos',
      'Generado el 15/03/2026 12:30 (hora de la Ciudad de México)',
    ]);
    expect(workbook.headers).toEqual(['ID', 'Cliente', 'Total', 'Día', 'Hora', 'Kg']);
    expect(workbook.rows).toHaveLength(6);
    expect(workbook.rows[0]).toEqual([
      1,
      'Cliente 1 Núñez',
      1.5,
      new Date('2026-03-15T00:00:00.000Z'),
      new Date('2026-03-15T12:30:00.000Z'),
      10,
    ]);
    expect(workbook.numberFormats).toEqual([
      '0',
      undefined,
      '"$"#,##0.00',
      'dd/mm/yyyy',
      'dd/mm/yyyy hh:mm',
      '#,##0',
    ]);
    expect(rows.closed()).toBe(true);
  });

  it('stops reading rows while the client does not take the file, and resumes', async () => {
    const sink = new PassThrough();
    const rows = source(200, 200);
    const done = writeXlsx(table(rows.batches), sink, new AbortController().signal);
    const readWhileStalled = await stalledAt(rows);
    expect(readWhileStalled).toBeLessThan(200);
    await pause(300);
    expect(rows.read()).toBe(readWhileStalled);
    const file = collect(sink);
    await done;
    expect((await readWorkbook(await file)).rows).toHaveLength(40_000);
  }, 60_000);

  it('stops and closes the row source when the client goes away', async () => {
    const sink = new PassThrough();
    const controller = new AbortController();
    const rows = source(200, 200);
    const done = writeXlsx(table(rows.batches), sink, controller.signal);
    await pause(100);
    controller.abort();
    sink.destroy();
    await done;
    expect(rows.closed()).toBe(true);
    expect(rows.read()).toBeLessThan(200);
  });
});

describe('the PDF writer', () => {
  it('prints the heading, typed cells and a page number on every page', async () => {
    const sink = new PassThrough();
    const file = collect(sink);
    await writePdf(table(source(3, 30).batches, 7), sink, new AbortController().signal);
    const pdf = await file;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pages = pdfPages(pdf);
    expect(pages.length).toBe(pdfPageCount(pdf));
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 792 612]');
    const [first = []] = pages;
    expect(first.slice(0, 3)).toEqual(['Página 1', 'Pedidos de prueba', 'Pedidos de prueba']);
    expect(first).toContain('Filtro: todos');
    expect(first).toContain('Generado el 15/03/2026 12:30 (hora de la Ciudad de México)');
    const at = first.indexOf('Cliente 1 Núñez');
    expect(first.slice(at - 1, at + 5)).toEqual([
      '1',
      'Cliente 1 Núñez',
      '$1.50',
      '15/03/2026',
      '15/03/2026 12:30',
      '10',
    ]);
    pages.forEach((runs, index) => {
      expect(runs).toContain(`Página ${String(index + 1)}`);
      expect(runs).toContain('Cliente');
    });
    const customers = pages.flat().filter((run) => run.startsWith('Cliente '));
    expect(customers).toHaveLength(90);
  });

  it('lays out few columns on portrait pages and says when nothing matched', async () => {
    const sink = new PassThrough();
    const file = collect(sink);
    await writePdf(table(source(0, 0).batches, 3), sink, new AbortController().signal);
    const pdf = await file;
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 612 792]');
    expect(pdfPages(pdf).flat()).toContain('No hay registros para este filtro.');
  });

  it('stops reading rows while the client does not take the file, and on abort', async () => {
    const sink = new PassThrough();
    const controller = new AbortController();
    const rows = source(400, 100);
    const done = writePdf(table(rows.batches, 7), sink, controller.signal);
    const readWhileStalled = await stalledAt(rows);
    expect(readWhileStalled).toBeLessThan(400);
    await pause(300);
    expect(rows.read()).toBe(readWhileStalled);
    controller.abort();
    sink.destroy();
    await done;
    expect(rows.closed()).toBe(true);
    // its thread, asked to stop, says so once idle and is gone: well within the 10 s after which
    // a thread that does not answer is terminated as it is (hence this test's own time limit)
    await retiredThreadsExited();
  }, 8_000);
});

describe('texts and filters', () => {
  it('prints each character in the first font that has it, and "?" where none has', () => {
    const runs = (text: string) =>
      fontRuns(text, 'regular').map((run) => [run.font.split('/')[0], run.text]);
    expect(runs('Peña “Núñez” – 5 € ñ')).toEqual([['noto-sans', 'Peña “Núñez” – 5 € ñ']]);
    expect(runs('Łódź').map(([, text]) => text)).toEqual(['Ł', 'ód', 'ź']);
    expect(runs('a\tb\u0000c')).toEqual([['noto-sans', 'a b c']]);
    expect(runs('gas 🔥 北京')).toEqual([
      ['noto-sans', 'gas ? '],
      ['noto-sans-sc', '北京'],
    ]);
  });

  it('reads all, - and blank export filters as no filter, anything else as a search', () => {
    expect(exportSearchOf('all')).toBeUndefined();
    expect(exportSearchOf('ALL')).toBeUndefined();
    expect(exportSearchOf('-')).toBeUndefined();
    expect(exportSearchOf('  ')).toBeUndefined();
    expect(exportSearchOf('García')).toBe('García');
    expect(exportSearchOf('all of them')).toBe('all of them');
  });
});

describe('a drawing thread stopped before its document is complete', () => {
  /** What retireThread uses of a thread: its messages, postMessage and terminate. */
  class FakeThread extends EventEmitter {
    posted: unknown[] = [];
    terminated = 0;
    postMessage(message: unknown): void {
      this.posted.push(message);
    }
    terminate(): Promise<number> {
      this.terminated += 1;
      this.emit('exit', 1);
      return Promise.resolve(1);
    }
  }

  afterEach(() => {
    jest.useRealTimers();
  });

  it('is asked to stop and terminated only once it says nothing is being drawn', async () => {
    const thread = new FakeThread();
    retireThread(thread as unknown as Worker);
    expect(thread.posted).toEqual([{ type: 'stop' }]);
    // the bytes of the batch still being drawn: not terminated mid-drawing
    thread.emit('message', { type: 'data', chunk: new Uint8Array(1) });
    thread.emit('message', { type: 'drawn', rows: 10 });
    expect(thread.terminated).toBe(0);
    thread.emit('message', { type: 'stopped' });
    expect(thread.terminated).toBe(1);
    expect(thread.listenerCount('message')).toBe(0);
    await retiredThreadsExited();
  });

  it('is terminated anyway when it does not answer within the grace period', () => {
    jest.useFakeTimers();
    const thread = new FakeThread();
    retireThread(thread as unknown as Worker);
    jest.advanceTimersByTime(9_999);
    expect(thread.terminated).toBe(0);
    jest.advanceTimersByTime(1);
    expect(thread.terminated).toBe(1);
    thread.emit('message', { type: 'stopped' });
    expect(thread.terminated).toBe(1);
  });
});
