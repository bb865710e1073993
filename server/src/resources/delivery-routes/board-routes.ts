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

type Json = Record<string, unknown>;

const isPlainType = (schema: unknown): schema is Json & { type: string } =>
  typeof schema === 'object' &&
  schema !== null &&
  typeof (schema as Json).type === 'string' &&
  !['object', 'array', 'null'].includes((schema as Json).type as string);

/** A union of scalar literals (`anyOf` of `const`s of one type) as one type with an enum. */
function literalsAsEnum(anyOf: readonly unknown[]): Json | undefined {
  const first = anyOf[0];
  if (!isPlainType(first)) return undefined;
  const type = first.type;
  const values: unknown[] = [];
  for (const branch of anyOf) {
    if (!isPlainType(branch) || branch.type !== type || !('const' in branch)) return undefined;
    values.push(branch.const);
  }
  return { type, enum: values };
}

/**
 * The same schema with its scalar unions written without `anyOf`: a nullable scalar
 * (`anyOf: [X, null]`) as `type: [X, 'null']`, a union of literals as an enum. It accepts and
 * writes the same values, and fast-json-stringify then writes each field by its value's type
 * instead of running a validator per branch on each of the board's thousands of such fields (the
 * reason the board was once written with JSON.stringify, around its schema).
 */
export function scalarUnionsFlat(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(scalarUnionsFlat);
  if (typeof schema !== 'object' || schema === null) return schema;
  const flat = Object.fromEntries(
    Object.entries(schema as Json).map(([key, inner]) => [key, scalarUnionsFlat(inner)]),
  );
  const { anyOf, ...rest } = flat;
  if (!Array.isArray(anyOf)) return flat;
  const literals = literalsAsEnum(anyOf);
  if (literals !== undefined) return { ...rest, ...literals };
  const [value, none] = anyOf as unknown[];
  if (anyOf.length === 2 && isPlainType(value) && (none as Json | undefined)?.type === 'null') {
    const values = value.enum;
    return {
      ...rest,
      ...value,
      type: [value.type, 'null'],
      ...(Array.isArray(values) ? { enum: [...(values as unknown[]), null] } : {}),
    };
  }
  return flat;
}

/**
 * The board as its response schema writes it (fast-json-stringify, as Fastify serializes every
 * answer): only the fields the contract names reach the client, whatever a query selects.
 */
export const serializeBoard: (board: BoardView) => string = fastJsonStringify(
  scalarUnionsFlat(toRouteSchema(DispatchBoard)) as Parameters<typeof fastJsonStringify>[0],
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
