// Every operation of the contract (openapi/openapi.json) has a generated RTK Query endpoint.
import openapi from '../../../openapi/openapi.json';
import { auditApi } from '../generated/audit';
import { authApi } from '../generated/auth';
import { locationsApi } from '../generated/locations';
import { ordersApi } from '../generated/orders';
import { pricesApi } from '../generated/prices';
import { pushApi } from '../generated/push';
import { reportsApi } from '../generated/reports';
import { systemApi } from '../generated/system';
import { usersApi } from '../generated/users';
import { walletsApi } from '../generated/wallets';
import { zonesApi } from '../generated/zones';

const generated = [
  auditApi,
  authApi,
  locationsApi,
  ordersApi,
  pricesApi,
  pushApi,
  reportsApi,
  systemApi,
  usersApi,
  walletsApi,
  zonesApi,
].flatMap((api) => Object.keys(api.endpoints));
// every file injects into the one API slice, so each sees the union
const endpointNames = [...new Set(generated)].sort();

const operationIds = Object.values(
  openapi.paths as Record<string, Record<string, { operationId: string }>>,
)
  .flatMap((item) => Object.values(item))
  .map((operation) => operation.operationId);

describe('generated endpoints', () => {
  test('there is one endpoint per operation of the contract', () => {
    expect(operationIds.length).toBeGreaterThan(70);
    expect(endpointNames).toEqual([...operationIds].sort());
  });

  test('restore calls are mutations even where the contract makes them GETs', () => {
    expect(usersApi.endpoints.restoreUser.useMutation).toEqual(expect.any(Function));
    expect(ordersApi.endpoints.restoreOrder.useMutation).toEqual(expect.any(Function));
  });
});
