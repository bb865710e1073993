// The contract under fire: requests generated from openapi/openapi.json for every operation, valid
// and hostile, with no token and with each role. The server must never answer 5xx, every refusal
// is the JSON error of CONTRACT.md, it stays up, and what it stored still adds up afterwards.
// FUZZ_REQUESTS sets the number of requests (`npm run fuzz` runs a long campaign); FUZZ_SEED
// replays one (a number) or draws one (random).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import {
  operationsOf,
  requestsFor,
  type ContractOperation,
  type FuzzRequest,
  type OpenApiDocument,
} from './fuzz/contract-arbitraries';
import { checkConsistency } from '../src/db/consistency';
import { createTestApp, demoAccounts, type CallResult, type TestApp } from './helper';

// CI runs the server suites on SQLite (npm test, the developer's loop: 1,500 requests) and again on
// PostgreSQL (3,500 requests of another campaign): 5,000 different requests a CI run in all
const ON_POSTGRES = Boolean(process.env.DATABASE_URL);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? (ON_POSTGRES ? 3500 : 1500));
// npm test replays one campaign, so that a red run means the server changed, not that chance found
// something new between two commits; `npm run fuzz` (FUZZ_SEED=random) explores fresh ones
const SEED =
  process.env.FUZZ_SEED === 'random'
    ? undefined
    : Number(process.env.FUZZ_SEED ?? (ON_POSTGRES ? 20_261_125 : 20_261_124));

const document = JSON.parse(
  readFileSync(resolve(__dirname, '../../openapi/openapi.json'), 'utf8'),
) as OpenApiDocument;
const operations = operationsOf(document);

type Principal = 'anonymous' | 'customer' | 'employee' | 'admin';
const PRINCIPALS: readonly Principal[] = ['anonymous', 'customer', 'employee', 'admin'];

let t: TestApp;
const tokens: Partial<Record<Principal, string>> = {};
/** The demo accounts' ids: fuzzed user ids that hit them are moved away (see `awayFromDemo`). */
const demoIds = new Set<number>();
let sent = 0;
const statuses = new Map<number, number>();

beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['customer', 'employee', 'admin'] as const) {
    tokens[who] = await t.login(who);
    const me = await t.call({ method: 'GET', url: '/api/auth/me', token: tokens[who] });
    demoIds.add(me.json<{ id: number }>().id);
  }
});
afterAll(async () => {
  const figures = [...statuses.entries()].sort(([a], [b]) => a - b);
  process.stdout.write(
    `fuzz: ${String(sent)} requests, statuses ${figures.map(([status, count]) => `${String(status)}×${String(count)}`).join(' ')}\n`,
  );
  await t.close();
});

/**
 * The demo accounts stay as they are, so that every role keeps signing in: a fuzzed user id that is
 * one of theirs becomes an unknown one (the unknown id is still a case the server must handle).
 */
function awayFromDemo(operation: ContractOperation, request: FuzzRequest): FuzzRequest {
  if (!operation.path.startsWith('/api/users/') || request.method === 'GET') return request;
  const url = request.url.replace(/\/(\d+)(?=\/|\?|$)/g, (segment, digits: string) =>
    demoIds.has(Number(digits)) ? `/${String(Number(digits) + 1_000_000)}` : segment,
  );
  return { ...request, url };
}

const isStringArray = (value: unknown): boolean =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The JSON error of CONTRACT.md: `{ message, errors?: { field: [..] } }`. */
function contractErrorProblem(response: CallResult): string | null {
  if (!(response.headers['content-type'] ?? '').includes('application/json'))
    return `content-type ${String(response.headers['content-type'])}`;
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return 'a body that is not JSON';
  }
  if (typeof body !== 'object' || body === null) return 'a JSON body that is not an object';
  const { message, errors } = body as { message?: unknown; errors?: unknown };
  if (typeof message !== 'string' || message === '') return 'no message';
  if (errors !== undefined) {
    if (typeof errors !== 'object' || errors === null) return 'errors is not an object';
    if (!Object.values(errors).every(isStringArray)) return 'errors is not { field: [text] }';
  }
  return null;
}

/** After a call that ended a session (logout, a password change), the role signs in again. */
async function keepSignedIn(who: Principal, response: CallResult): Promise<void> {
  if (who === 'anonymous' || response.statusCode !== 401) return;
  const me = await t.call({ method: 'GET', url: '/api/auth/me', token: tokens[who] });
  if (me.statusCode === 401) tokens[who] = await t.login(who);
}

// Each operation's arbitrary is built once, not once a request: building one (fast-check tokenizes
// its dangerous strings for every pattern's characters) cost more CPU than sending the request.
// Building draws nothing from the seed, so a seed still replays the same requests.
const requestsOf = new Map(
  operations.map((operation) => [operation, requestsFor(operation, document)] as const),
);

describe('the contract under fire', () => {
  it(`answers ${String(REQUESTS)} generated requests without a 5xx, refusing with the JSON error`, async () => {
    const request = fc
      .tuple(fc.constantFrom(...operations), fc.constantFrom(...PRINCIPALS))
      .chain(([operation, who]) => {
        const requests = requestsOf.get(operation);
        if (requests === undefined) throw new Error(`no requests for ${operation.operationId}`);
        return requests.map((generated) => ({ operation, who, generated }));
      });
    await fc.assert(
      fc.asyncProperty(request, async ({ operation, who, generated }) => {
        const call = awayFromDemo(operation, generated);
        const response = await t.call({
          method: call.method,
          url: call.url,
          payload: call.payload,
          token: tokens[who],
        });
        sent += 1;
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        const where = `${operation.operationId} as ${who}, ${call.shape}: ${call.method} ${call.url.slice(0, 200)}`;
        if (response.statusCode >= 500)
          throw new Error(
            `${where} answered ${String(response.statusCode)}: ${response.body.slice(0, 300)}`,
          );
        if (response.statusCode >= 400) {
          const problem = contractErrorProblem(response);
          if (problem !== null)
            throw new Error(`${where} answered ${String(response.statusCode)} with ${problem}`);
        }
        await keepSignedIn(who, response);
      }),
      { numRuns: REQUESTS, seed: SEED, endOnFailure: true },
    );
  }, 600_000);

  it('is still up, and every role still signs in', async () => {
    expect((await t.call({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    for (const who of ['customer', 'employee', 'admin'] as const) {
      const { email, password } = demoAccounts[who];
      const login = await t.call({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password },
      });
      expect(login.statusCode).toBe(200);
    }
  });

  it('left nothing half-written: ledgers balance, and the counts kept by triggers match the rows', async () => {
    const report = await checkConsistency(t.database.db, t.database.dialect);
    expect(report).toEqual({
      integrity: 'ok',
      unbalancedWallets: [],
      negativeWallets: [],
      countMismatches: [],
      ok: true,
    });
  });
});
