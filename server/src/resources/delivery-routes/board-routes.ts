import type { Static } from '@sinclair/typebox';
import fastJsonStringify from 'fast-json-stringify';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database';
import type { Database } from '../../db/tables';
import { toRouteSchema } from '../../http/register-operation';
import { boardVersion, dispatchBoard } from './board';
import { DispatchBoard, type DispatchBoardQuery } from './board-operations';

// The dispatch board's answer. Its version is read from the data (board.ts), the same in every
// process, so the answer is kept per day, filter and version, on both engines, as the bytes its
// response schema's serializer writes: a board read again while nothing changed costs the
// version's query alone, in any process; and only the fields the contract names reach the
// client, whatever a query selects.

type BoardView = Static<typeof DispatchBoard>;
type BoardFilter = Static<typeof DispatchBoardQuery>;

/**
 * The board as its response schema writes it (fast-json-stringify, as Fastify serializes every
 * answer): only the fields the contract names reach the client, whatever a query selects.
 */
export const serializeBoard: (board: BoardView) => string = fastJsonStringify(
  toRouteSchema(DispatchBoard) as unknown as Parameters<typeof fastJsonStringify>[0],
);

/** Boards kept per database (per app), at most this many (day × filter × version). */
const KEPT_BOARDS = 32;
const keptBoards = new WeakMap<Kysely<Database>, Map<string, Buffer>>();

/**
 * The board of a day serialized, kept per day, filter and version: read again while its version
 * holds, it is the version's query and the kept bytes. The oldest kept board goes past
 * `KEPT_BOARDS`.
 */
export async function keptDispatchBoard(
  db: Kysely<Database>,
  dialect: DialectName,
  day: string,
  filter: BoardFilter,
): Promise<Buffer> {
  const version = await boardVersion(db, dialect, day);
  const key = JSON.stringify([day, filter.zone_id ?? null, filter.product ?? null, version]);
  let kept = keptBoards.get(db);
  if (kept === undefined) {
    kept = new Map();
    keptBoards.set(db, kept);
  }
  const known = kept.get(key);
  if (known !== undefined) return known;
  const body = Buffer.from(serializeBoard(await dispatchBoard(db, dialect, day, filter, version)));
  kept.set(key, body);
  for (const oldest of kept.keys()) {
    if (kept.size <= KEPT_BOARDS) break;
    kept.delete(oldest);
  }
  return body;
}
