import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { system } from '../contract';
import { DomainError } from '../http/domain-error';
import { registerOperation } from '../http/register-operation';
import packageJson from '../../../package.json';

export function registerHealthRoutes(app: FastifyInstance, context: AppContext): void {
  registerOperation(app, context, system.getHealth, async () => {
    try {
      await sql`select 1`.execute(context.db);
    } catch {
      throw new DomainError(503, 'databaseUnavailable');
    }
    return { status: 'ok' as const, database: context.dialect, version: packageJson.version };
  });
}
