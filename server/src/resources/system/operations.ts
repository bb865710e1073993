import { Type } from '@sinclair/typebox';
import { errors } from '../../http/schemas';
import { ExportProgress, Health } from './schemas';
import { defineOperation } from '../../http/operation';

export const getHealth = defineOperation({
  operationId: 'getHealth',
  method: 'GET',
  path: '/api/health',
  tag: 'system',
  summary: 'Liveness and database reachability',
  description:
    'Public: answers only the status. A valid staff bearer token (optional) adds the database dialect and the version; any other token is ignored. 503 when the database is unreachable.',
  access: 'public',
  responses: { 200: Health, ...errors(503) },
});

export const getExportProgress = defineOperation({
  operationId: 'getExportProgress',
  method: 'GET',
  path: '/api/exports/{id}',
  tag: 'system',
  summary: 'How far a running export (Excel or PDF) is, for the user who runs it',
  description:
    "Every export answers with X-Export-Id and X-Total-Count (its rows) before its file; this tells the rows written so far. 404 once the export has ended, and for another user's export.",
  access: ['admin', 'employee'],
  params: Type.Object({
    id: Type.String({ pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' }),
  }),
  responses: { 200: ExportProgress, ...errors(400, 401, 403, 404) },
});
