// Validators and serializers are compiled on a route's first call (http/validators.ts): every one
// of them must still compile, and a validator compiled late must still say what is wrong.
import { compileEverySchema } from '../src/http/validators';
import { allOperations } from '../src/resources';
import { createTestApp, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test('every validator and response serializer of the contract compiles', () => {
  // at least a response schema per operation, and the inputs beside
  expect(compileEverySchema(t.app)).toBeGreaterThan(allOperations.length);
});

test("a validator compiled on the route's first call answers the 400 with its details", async () => {
  const token = await t.login('admin');
  const response = await t.call({
    method: 'POST',
    url: '/api/zones',
    token,
    payload: { name: 42 },
  });
  expect(response.statusCode).toBe(400);
  expect(JSON.stringify(response.json())).toMatch(/name/);
});
