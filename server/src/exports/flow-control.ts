import type { Readable, Writable } from 'node:stream';

// The writers produce a batch of rows at a time; before reading the next batch they wait until
// the client has taken what is queued, so a slow download does not pile the file up in memory.

/** Resolves on the first of the events, or when the signal aborts. */
function firstOf(
  emitters: readonly { emitter: Readable | Writable; event: string }[],
  signal: AbortSignal,
): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      for (const { emitter, event } of emitters) emitter.off(event, done);
      signal.removeEventListener('abort', done);
      resolve();
    };
    for (const { emitter, event } of emitters) emitter.once(event, done);
    signal.addEventListener('abort', done, { once: true });
  });
}

const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Waits until the sink accepts writes again (its buffer fell below its high-water mark). */
export async function sinkReady(sink: Writable, signal: AbortSignal): Promise<void> {
  if (signal.aborted || sink.destroyed || !sink.writableNeedDrain) return;
  await firstOf(
    [
      { emitter: sink, event: 'drain' },
      { emitter: sink, event: 'close' },
    ],
    signal,
  );
}

/**
 * Waits until a source piped into the sink has flushed its backlog below its high-water mark
 * (the PDF document buffers what it draws until the pipe takes it).
 */
export async function backlogFlushed(
  source: Readable,
  sink: Writable,
  signal: AbortSignal,
): Promise<void> {
  while (
    source.readableLength > source.readableHighWaterMark &&
    !signal.aborted &&
    !sink.destroyed &&
    !source.destroyed
  ) {
    if (sink.writableNeedDrain) await sinkReady(sink, signal);
    // the pipe resumes the source on a later tick
    else await nextTurn();
  }
}
