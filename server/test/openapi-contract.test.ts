// The OpenAPI document is the contract: every call of SPEC section 7 must be in it, with its method,
// and the committed openapi/openapi.json must be what the operation table emits.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildOpenApiDocument } from '../src/openapi';
import packageJson from '../../package.json';

type Document = {
  paths: Record<
    string,
    Record<string, { operationId: string; requestBody?: unknown; security?: unknown }>
  >;
};

const committed = JSON.parse(
  readFileSync(resolve(__dirname, '../../openapi/openapi.json'), 'utf8'),
) as Document;

/** SPEC section 7, call by call (optional trailing segments are separate paths). */
const specCalls: [method: string, path: string][] = [
  ['post', '/api/auth/login'],
  ['post', '/auth/login'],
  ['post', '/auth/logout'],
  ['post', '/auth/sendEmail'],
  ['post', '/auth/resetPassword'],
  ['get', '/api/users/all'],
  ['get', '/api/users/{id}'],
  ['get', '/api/users/client/{id}'],
  ['get', '/api/users/all/{type}'],
  ['post', '/api/users'],
  ['put', '/api/users/{id}'],
  ['delete', '/api/users/{id}'],
  ['get', '/api/users/{id}/restore'],
  ['post', '/api/users/changePassword'],
  ['get', '/api/users/paginated/{page}/{size}'],
  ['get', '/api/users/paginated/{page}/{size}/{search}'],
  ['get', '/api/users/list/excel/{filter}'],
  ['get', '/api/users/list/pdf/{filter}'],
  ['get', '/api/users/profilepicture/{id}'],
  ['post', '/api/users/profilepicture/{id}'],
  ['get', '/api/users/starclients/list/{from}/{to}'],
  ['get', '/api/users/starclients/pdf/{from}/{to}'],
  ['get', '/api/users/starclients/excel/{from}/{to}'],
  ['post', '/api/wallets'],
  ['post', '/api/historicals'],
  ['get', '/api/locations/all'],
  ['get', '/api/locations/{id}'],
  ['post', '/api/locations'],
  ['put', '/api/locations/{id}'],
  ['delete', '/api/locations/{id}'],
  ['post', '/api/locations/{id}/restore'],
  ['get', '/api/locations/paginated/{page}/{size}'],
  ['get', '/api/locations/paginated/{page}/{size}/{search}'],
  ['get', '/api/zones/all'],
  ['get', '/api/zones/{id}'],
  ['post', '/api/zones'],
  ['put', '/api/zones/{id}'],
  ['delete', '/api/zones/{id}'],
  ['post', '/api/zones/{id}/restore'],
  ['get', '/api/zones/paginated/{page}/{size}'],
  ['get', '/api/zones/paginated/{page}/{size}/{search}'],
  ['get', '/api/orders/{id}'],
  ['post', '/api/orders'],
  ['put', '/api/orders/{id}'],
  ['delete', '/api/orders/{id}'],
  ['get', '/api/orders/{id}/restore'],
  ['get', '/api/orders/paginated/{page}/{size}'],
  ['get', '/api/orders/paginated/{page}/{size}/{search}'],
  ['get', '/api/orders/list/excel/{filter}'],
  ['get', '/api/orders/list/pdf/{filter}'],
  ['get', '/api/orders/countStatus/'],
  ['get', '/api/orders/lastOrders/{n}'],
  ['get', '/api/orders/finished/list/{page}/{size}/{filter}'],
  ['get', '/api/orders/finished/pdf/{filter}'],
  ['get', '/api/orders/finished/excel/{filter}'],
  ['get', '/api/answers/polls/list/{page}/{size}/{filter}'],
  ['get', '/api/answers/polls/pdf/{id}'],
  ['get', '/api/answers/polls/excel/{id}'],
  ['get', '/api/answers/paginated/{page}/{size}'],
  ['get', '/api/answers/paginated/{page}/{size}/{search}'],
];

describe('the OpenAPI contract', () => {
  test('the committed document is the one the operation table emits (run npm run codegen)', () => {
    expect(committed).toEqual(buildOpenApiDocument(packageJson.version));
  });

  test.each(specCalls)('SPEC section 7 call %s %s is described', (method, path) => {
    const operation = committed.paths[path]?.[method];
    expect(operation).toBeDefined();
    expect(operation?.operationId).toMatch(/^[a-z]+[A-Za-z]*$/);
  });

  test('only login, registration, password reset and health are public', () => {
    const publicCalls = Object.entries(committed.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, operation]) => operation.security === undefined)
        .map(([method]) => `${method} ${path}`),
    );
    expect(publicCalls.sort()).toEqual(
      [
        'get /api/health',
        'post /api/auth/login',
        'post /api/auth/register',
        'post /auth/login',
        'post /auth/resetPassword',
        'post /auth/sendEmail',
      ].sort(),
    );
  });

  test('the documented bodies of SPEC section 7 are there', () => {
    expect(committed.paths['/api/users']?.post?.requestBody).toBeDefined();
    expect(committed.paths['/api/wallets']?.post?.requestBody).toBeDefined();
    expect(committed.paths['/api/historicals']?.post?.requestBody).toBeDefined();
    expect(committed.paths['/auth/resetPassword']?.post?.requestBody).toBeDefined();
  });
});
