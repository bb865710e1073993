import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { stampOf } from '../db/change-stamp';

/**
 * An answer already serialized with its operation's response schema, as UTF-8 bytes (see
 * keptAnswer): sent as it is, without encoding the text again for every call.
 */
export class SerializedJson {
  constructor(readonly body: Buffer) {}
}

/**
 * The answer of a read whose result depends on its URL alone (not on the caller, not on the
 * time), kept serialized while the data does not change (SQLite; see db/change-stamp.ts): the
 * lists the operators keep open are read far more often than orders change. Without a stamp
 * (PostgreSQL) the read runs every time.
 */
export async function keptAnswer<T>(
  context: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  read: () => Promise<T>,
): Promise<T | SerializedJson> {
  const stamp = stampOf(context, request);
  if (stamp === null) return read();
  const key = `${request.method} ${request.url}`;
  const kept = context.pageCache.get(stamp, key);
  if (kept !== undefined) return new SerializedJson(kept);
  const answer = await read();
  const text = reply.code(200).serialize(answer);
  if (typeof text !== 'string') return answer; // the schema serializers write text
  const body = Buffer.from(text);
  context.pageCache.set(stamp, key, body);
  return new SerializedJson(body);
}
