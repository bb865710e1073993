import { errors } from '../common';
import { Health } from '../entities';
import { defineOperation } from '../operation';

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
