import type { Static } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database';
import type { Database } from '../../db/tables';
import { toRouteSchema } from '../../http/register-operation';
import { boardVersion, dispatchBoard } from './board';
import { DispatchBoard, DueOrder, type DispatchBoardQuery } from './board-operations';

// The dispatch board's answer. Its version is read from the data (board.ts), the same in every
// process, so the answer is kept per day, filter and version, on both engines, as the bytes its
// response schema's serializer writes: a board read again while nothing changed costs the
// version's query alone, in any process; and only the fields the contract names reach the
// client, whatever a query selects. Each due order's text is kept while its row is the same.

type BoardView = Static<typeof DispatchBoard>;
type DueOrderView = Static<typeof DueOrder>;
type BoardFilter = Static<typeof DispatchBoardQuery>;

type Json = Record<string, unknown>;

/** What keeps of a value the fields its schema names. */
type Picker = (value: unknown) => unknown;

const keepAll: Picker = (value) => value;

/**
 * The picker of a schema: an object keeps the properties the schema names, the required ones
 * first, each picked by its own schema (an optional one absent stays absent, a required one
 * absent is an error, as fast-json-stringify has it); an array picks each item; anything else
 * (a scalar, or a union of scalars: the board has no other union) is kept as it is.
 */
export function pickerOf(schema: unknown): Picker {
  if (typeof schema !== 'object' || schema === null) return keepAll;
  const { type, properties, items, required } = schema as Json;
  if (type === 'object' && typeof properties === 'object' && properties !== null) {
    const needed = new Set(Array.isArray(required) ? (required as unknown[]) : []);
    // the required first, as fast-json-stringify writes them (a stable sort)
    const fields = Object.entries(properties as Json)
      .map(([key, inner]) => ({ key, pick: pickerOf(inner), needed: needed.has(key) }))
      .sort((one, other) => Number(other.needed) - Number(one.needed));
    return (value) => {
      if (typeof value !== 'object' || value === null) return value;
      const source = value as Json;
      const kept: Json = {};
      for (const { key, pick, needed: must } of fields) {
        const field = source[key];
        if (field === undefined && must) throw new Error(`"${key}" is required!`);
        kept[key] = pick(field);
      }
      return kept;
    };
  }
  if (type === 'array' && typeof items === 'object' && items !== null) {
    const pick = pickerOf(items);
    return (value) => (Array.isArray(value) ? value.map((item) => pick(item)) : value);
  }
  return keepAll;
}

const pickBoard = pickerOf(toRouteSchema(DispatchBoard));
const pickDueOrder = pickerOf(toRouteSchema(DueOrder));

/**
 * The bytes of a due order as the board writes it after another one (a comma first), kept for a
 * frozen row (board.ts shows the same frozen object while the order's revision and zone name
 * hold): after a change the board writes the rows that changed, not the 2,000 of a busy day
 * (their picking and JSON.stringify were most of the answer's writing), and copies the others'.
 */
const dueBytes = new WeakMap<object, Buffer>();
function dueOrderBytes(due: DueOrderView): Buffer {
  let bytes = dueBytes.get(due);
  if (bytes === undefined) {
    bytes = Buffer.from(`,${JSON.stringify(pickDueOrder(due))}`);
    if (Object.isFrozen(due)) dueBytes.set(due, bytes);
  }
  return bytes;
}

/** Where the due orders go in the text of a board written without them. */
const NO_DUE = '"due":[]';

/**
 * The board as its response schema names it: only the fields the contract names reach the client,
 * whatever a query selects (picked by the schema, then JSON.stringify). The values are the ones
 * the board's reads build to the schema's types, so the text means what the schema's
 * fast-json-stringify serializer wrote, at a third of its time (1.1 MB of the 2,000-order day:
 * about 5 ms instead of 15: that serializer escapes each string in JavaScript, character by
 * character). The due orders' bytes (dueOrderBytes) go between the brackets of the board written
 * without them: the same bytes as JSON.stringify of the whole (a string value holds no
 * unescaped quote, so the first `"due":[]` is the board's own field, written after the date and
 * the version).
 */
export function serializeBoard(board: BoardView): Buffer {
  const rest = JSON.stringify(pickBoard({ ...board, due: [] }));
  const found = rest.indexOf(NO_DUE);
  if (found < 0) throw new Error('the board has no due list');
  const at = found + NO_DUE.length - 1;
  const parts: Buffer[] = [Buffer.from(rest.slice(0, at))];
  for (const due of board.due) parts.push(dueOrderBytes(due));
  const first = parts[1];
  if (first !== undefined) parts[1] = first.subarray(1); // the first due order without its comma
  parts.push(Buffer.from(rest.slice(at)));
  return Buffer.concat(parts);
}

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
  const body = serializeBoard(await dispatchBoard(db, dialect, day, filter, version));
  kept.set(key, body);
  for (const oldest of kept.keys()) {
    if (kept.size <= KEPT_BOARDS) break;
    kept.delete(oldest);
  }
  return body;
}
