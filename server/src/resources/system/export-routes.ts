import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import * as system from './operations';
import { exportProgressOf } from '../../exports/export-runs';
import { notFound } from '../../domain/errors';
import { registerOperation } from '../../http/register-operation';

// The progress of a running export, read from its row in export_runs (written by the process
// that runs it, whichever that is), for the user who runs it.
export function registerExportRoutes(app: FastifyInstance, context: AppContext): void {
  registerOperation(app, context, system.getExportProgress, async ({ params, auth }) => {
    const progress = await exportProgressOf(context.db, context.clock, params.id, auth.user.id);
    if (progress === undefined) throw notFound();
    return { id: params.id, ...progress };
  });
}
