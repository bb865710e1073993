import { errors } from '../common';
import { Health } from '../entities';
import { defineOperation } from '../operation';

export const getHealth = defineOperation({
  operationId: 'getHealth',
  method: 'GET',
  path: '/api/health',
  tag: 'system',
  summary: 'Liveness and database reachability',
  access: 'public',
  responses: { 200: Health, ...errors(503) },
});
