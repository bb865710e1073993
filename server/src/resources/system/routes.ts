import { sql } from 'kysely';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { authenticate } from '../../auth/authenticate';
import * as system from './operations';
import { isStaffRole } from '../../domain/roles';
import { DomainError } from '../../domain/errors';
import { registerOperation } from '../../http/register-operation';
import packageJson from '../../../../package.json';

/** Whether the request carries a valid staff token; any other token (or none) is anonymous here. */
async function isStaffCaller(
  context: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  if (request.headers.authorization === undefined) return false;
  try {
    return isStaffRole((await authenticate(context, request, reply)).role);
  } catch {
    return false;
  }
}

// Health is public and tells an anonymous caller nothing but "ok"; staff also get the dialect
// and the version.
export function registerHealthRoutes(app: FastifyInstance, context: AppContext): void {
  registerOperation(app, context, system.getHealth, async ({ request, reply }) => {
    try {
      await sql`select 1`.execute(context.db);
    } catch {
      throw new DomainError(503, 'databaseUnavailable');
    }
    if (!(await isStaffCaller(context, request, reply))) return { status: 'ok' as const };
    return { status: 'ok' as const, database: context.dialect, version: packageJson.version };
  });
}
