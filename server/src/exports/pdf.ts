import type { Writable } from 'node:stream';
import type { Worker } from 'node:worker_threads';
import { startThread } from '../lib/thread-script';
import { sinkReady } from './flow-control';
import type { PdfFromThread, PdfToThread } from './pdf-protocol';
import type { PdfHeading } from './pdf-render';
import type { PdfSheet } from './pdf-sheet';
import type { ExportColumn, ExportTable } from './table';

// A PDF export is drawn by a thread of its own (pdf-worker.ts): drawing costs about a third of a
// millisecond of CPU per row, which on the event loop would hold up every other call for as long
// as the export lasts. This side reads the rows, sends them a batch at a time, writes the bytes
// that come back, and reads the next batch only once the client has taken them (back-pressure).

/** A column's share of the page width. */
const shareOf = (column: { width: number; pdfWidth?: number }): number =>
  column.pdfWidth ?? column.width;

/** The columns printed on paper (a share of 0 leaves a column to the workbook). */
export const pdfColumnsOf = <Row>(table: ExportTable<Row>): ExportColumn<Row>[] =>
  table.columns.filter((column) => shareOf(column) > 0);

/** The heading and column layout of the table's PDF: plain data. */
export function pdfHeadingOf<Row>(table: ExportTable<Row>): PdfHeading {
  return {
    title: table.title,
    filter: table.filter,
    generatedAt: table.generatedAt,
    language: table.language,
    columns: pdfColumnsOf(table).map((column) => ({
      header: column.header,
      kind: column.kind,
      share: shareOf(column),
    })),
  };
}

/** Memory a drawing thread may use (its document, fonts and one batch). */
const THREAD_HEAP_MB = 256;
/** Threads kept after their export for the next ones (starting one costs pdfkit and the fonts). */
const IDLE_THREADS = 2;
/** An idle thread is stopped after this long without an export (its memory given back). */
const IDLE_THREAD_MS = 30_000;

const idleThreads: Worker[] = [];
const idleTimers = new WeakMap<Worker, NodeJS.Timeout>();

/** A new drawing thread (build/pdf-worker.cjs, or the sources bundled on the fly). */
async function startDrawingThread(): Promise<Worker> {
  const thread = await startThread(__dirname, 'pdf-worker', {
    resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB },
  });
  thread.on('exit', () => {
    const at = idleThreads.indexOf(thread);
    if (at >= 0) idleThreads.splice(at, 1);
  });
  // a thread that fails is reported to its export (messagesOf); never an uncaught error
  thread.on('error', () => undefined);
  return thread;
}

/** An idle thread, or a new one. */
async function takeThread(): Promise<Worker> {
  const idle = idleThreads.pop();
  if (idle !== undefined) clearTimeout(idleTimers.get(idle));
  const thread = idle ?? (await startDrawingThread());
  thread.ref();
  return thread;
}

/** How long a thread asked to stop may take to say it has (then it is terminated anyway). */
const STOP_GRACE_MS = 10_000;

/** The exits of the threads asked to stop and not yet gone. */
const retiring = new Set<Promise<void>>();

/** Once every thread asked to stop has exited (a stopped export's thread ends its batch first). */
export async function retiredThreadsExited(): Promise<void> {
  await Promise.all(retiring);
}

/**
 * Stops a thread that may still be drawing, once it is idle. Terminating a thread while it runs
 * can abort the whole process: the page streams are compressed with zlib as they are drawn, and
 * on Node 20 a zlib stream caught half made (between its handle and its init) fails an assertion
 * when the thread's environment is freed ("close before init", SIGABRT). So the thread is asked to
 * stop (pdf-worker.ts drops its document and answers `stopped` between two drawing turns), and
 * only then terminated; one that does not answer in STOP_GRACE_MS is terminated as it is.
 */
export function retireThread(thread: Worker): void {
  const exited = new Promise<void>((resolve) => thread.once('exit', () => resolve()));
  retiring.add(exited);
  void exited.then(() => retiring.delete(exited));
  const stop = (): void => {
    clearTimeout(timer);
    thread.off('message', onMessage);
    void thread.terminate();
  };
  const onMessage = (message: PdfFromThread): void => {
    if (message.type === 'stopped') stop();
  };
  const timer = setTimeout(stop, STOP_GRACE_MS);
  timer.unref();
  thread.on('message', onMessage);
  thread.postMessage({ type: 'stop' } satisfies PdfToThread);
}

/** A thread done with its document: kept for the next export when it completed, or stopped. */
function releaseThread(thread: Worker, complete: boolean): void {
  thread.removeAllListeners('message');
  if (!complete) retireThread(thread);
  else if (idleThreads.length < IDLE_THREADS) {
    // an idle thread does not keep the process alive
    thread.unref();
    idleThreads.push(thread);
    // idle: nothing is being drawn, so it can be terminated at once
    const timer = setTimeout(() => void thread.terminate(), IDLE_THREAD_MS);
    timer.unref();
    idleTimers.set(thread, timer);
  } else void thread.terminate();
}

/** The thread's messages, one at a time, as they come; `detach` stops listening. */
function messagesOf(thread: Worker): { next: () => Promise<PdfFromThread>; detach: () => void } {
  const queue: PdfFromThread[] = [];
  let waiting: ((message: PdfFromThread) => void) | undefined;
  const push = (message: PdfFromThread): void => {
    if (waiting === undefined) queue.push(message);
    else {
      const resolve = waiting;
      waiting = undefined;
      resolve(message);
    }
  };
  const onError = (error: Error): void => {
    push({ type: 'error', message: error.message });
  };
  const onExit = (code: number): void => {
    push({ type: 'error', message: `the PDF thread exited (${String(code)})` });
  };
  thread.on('message', push);
  thread.on('error', onError);
  thread.on('exit', onExit);
  return {
    next: () => {
      const message = queue.shift();
      return message === undefined
        ? new Promise((resolve) => (waiting = resolve))
        : Promise.resolve(message);
    },
    detach: () => {
      thread.off('message', push);
      thread.off('error', onError);
      thread.off('exit', onExit);
    },
  };
}

/**
 * Streams the table as a PDF into the sink and ends it; `progress` hears the rows written so far.
 * Stops (without ending the sink) when the signal aborts, e.g. the client went away: no further
 * row is read and the drawing thread is stopped once its batch is drawn.
 */
export async function writePdf<Row>(
  table: ExportTable<Row>,
  sink: Writable,
  signal: AbortSignal,
  progress: (rows: number) => void = () => undefined,
): Promise<void> {
  const columns = pdfColumnsOf(table);
  const thread = await takeThread();
  // on abort the batch being drawn is let finish (its next message ends the wait below) and the
  // thread is stopped once idle (retireThread), never terminated mid-drawing
  const messages = messagesOf(thread);
  const send = (message: PdfToThread): void => {
    thread.postMessage(message);
  };

  /** Writes the thread's bytes until it says `until`; false when the export stopped. */
  const pass = async (until: 'drawn' | 'done'): Promise<boolean> => {
    for (;;) {
      const message = await messages.next();
      if (signal.aborted) return false;
      if (message.type === 'data') sink.write(message.chunk);
      else if (message.type === 'error') throw new Error(message.message);
      else if (message.type === until) {
        if (message.type === 'drawn') progress(message.rows);
        return true;
      }
    }
  };

  let complete = false;
  try {
    send({ type: 'start', heading: pdfHeadingOf(table) });
    for await (const batch of table.batches) {
      if (signal.aborted) return;
      send({ type: 'rows', rows: batch.map((row) => columns.map((column) => column.value(row))) });
      if (!(await pass('drawn'))) return;
      // the client takes the batch's bytes before the next batch is read (the loop's next turn
      // sees an abort that came meanwhile)
      await sinkReady(sink, signal);
    }
    if (signal.aborted) return;
    send({ type: 'end' });
    if (!(await pass('done'))) return;
    complete = true;
    sink.end();
  } finally {
    messages.detach();
    releaseThread(thread, complete);
  }
}

/** A printed sheet (a ticket, a route sheet) drawn by a drawing thread: the file's bytes. */
export async function renderPdfSheet(sheet: PdfSheet): Promise<Buffer> {
  const thread = await takeThread();
  const messages = messagesOf(thread);
  const chunks: Uint8Array[] = [];
  let complete = false;
  try {
    thread.postMessage({ type: 'sheet', sheet } satisfies PdfToThread);
    for (;;) {
      const message = await messages.next();
      if (message.type === 'data') chunks.push(message.chunk);
      else if (message.type === 'error') throw new Error(message.message);
      else if (message.type === 'done') break;
    }
    complete = true;
    return Buffer.concat(chunks);
  } finally {
    messages.detach();
    releaseThread(thread, complete);
  }
}
