import { parentPort, workerData } from 'node:worker_threads';
import SqliteDatabase from 'better-sqlite3';
import type { CheckpointThreadData } from './read-protocol';

// The thread that checkpoints a durable SQLite database's WAL (copies its pages into the database
// file), with a connection of its own: SQLite would otherwise run the checkpoint inside the commit
// that crosses the WAL's size limit, on the event loop, with two flushes to the disk in it
// (`synchronous = NORMAL` flushes the WAL before a checkpoint and the database file after). The
// server's connection has `wal_autocheckpoint = 0` while this thread runs (checkpoints.ts).

if (parentPort === null) throw new Error('checkpoint-thread runs as a worker thread');
const { file, everyMs } = workerData as CheckpointThreadData;

const database = new SqliteDatabase(file, { fileMustExist: true });
database.pragma('busy_timeout = 5000');
database.pragma('synchronous = NORMAL');
database.pragma('wal_autocheckpoint = 0');
const checkpoint = database.prepare('pragma wal_checkpoint(PASSIVE)');

// PASSIVE: copies what no reader still needs, without waiting for readers or the writer (which
// starts the WAL over once a checkpoint has copied all of it); with nothing new in the WAL it
// returns at once, without touching the disk.
setInterval(() => {
  checkpoint.get();
}, everyMs);
