import { parentPort } from 'node:worker_threads';
import { PdfRenderer } from './pdf-render';
import { PdfSheetRenderer } from './pdf-sheet';
import type { PdfFromThread, PdfToThread } from './pdf-protocol';

// The thread that draws a PDF export (or a printed sheet, at once), off the event loop that answers every other call. It gets
// the heading, then rows a batch at a time, and sends the file's bytes back: a batch's bytes, then
// `drawn`, after which the main thread waits for the client before it reads the next batch.

/** Bytes gathered before they are sent (fewer, larger messages). */
const CHUNK_BYTES = 64 * 1024;

const port = parentPort;
if (port === null) throw new Error('pdf-worker runs as a worker thread');

let renderer: PdfRenderer | undefined;
let pending: Buffer[] = [];
let pendingBytes = 0;

const send = (message: PdfFromThread): void => {
  port.postMessage(message);
};

function flush(): void {
  if (pendingBytes === 0) return;
  const chunk = pending.length === 1 ? pending[0] : Buffer.concat(pending, pendingBytes);
  pending = [];
  pendingBytes = 0;
  if (chunk !== undefined) send({ type: 'data', chunk: new Uint8Array(chunk) });
}

/** Sends the document's bytes as they come, then `done`. */
function relay(doc: PDFKit.PDFDocument): void {
  doc.on('data', (chunk: Buffer) => {
    pending.push(chunk);
    pendingBytes += chunk.length;
    if (pendingBytes >= CHUNK_BYTES) flush();
  });
  doc.on('end', () => {
    flush();
    send({ type: 'done' });
  });
}

/** After what the document queued has been emitted (its `data` events come on later ticks). */
const settled = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

port.on('message', (message: PdfToThread) => {
  void (async () => {
    try {
      if (message.type === 'start') {
        renderer = new PdfRenderer(message.heading);
        relay(renderer.doc);
      } else if (message.type === 'sheet') {
        const sheet = new PdfSheetRenderer(message.sheet);
        relay(sheet.doc);
        sheet.draw();
      } else if (message.type === 'rows') {
        renderer?.addRows(message.rows);
        await settled();
        flush();
        send({ type: 'drawn', rows: renderer?.rowCount ?? 0 });
      } else if (message.type === 'stop') {
        // between two drawing turns: nothing is half drawn (see retireThread in pdf.ts)
        renderer = undefined;
        pending = [];
        pendingBytes = 0;
        send({ type: 'stopped' });
      } else renderer?.end();
    } catch (error) {
      send({ type: 'error', message: error instanceof Error ? error.message : String(error) });
    }
  })();
});
