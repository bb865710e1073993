// Every operation of the contract (openapi/openapi.json) has a generated RTK Query endpoint, in the
// file of its tag: the files of src/api/generated are read from the folder, so a new resource's
// file is checked with no edit here.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import openapi from '../../../openapi/openapi.json';
import { auditEntityLabels } from '../generated/labels';
import { ordersApi } from '../generated/orders';
import { usersApi } from '../generated/users';

// labels.ts holds the contract's labels of enumerated values (x-labels), not a tag's endpoints
const tags = readdirSync(join(__dirname, '..', 'generated'))
  .filter((file) => file.endsWith('.ts') && file !== 'labels.ts')
  .map((file) => file.slice(0, -'.ts'.length))
  .sort();

const operationIds = Object.values(
  openapi.paths as Record<string, Record<string, { operationId: string }>>,
)
  .flatMap((item) => Object.values(item))
  .map((operation) => operation.operationId);

interface GeneratedModule {
  [exported: string]: unknown;
}

describe('generated endpoints', () => {
  test('there is a generated file per tag of the contract', () => {
    expect(tags).toEqual(openapi.tags.map((tag) => tag.name).sort());
  });

  test('there is one endpoint per operation of the contract', async () => {
    const modules = await Promise.all(
      tags.map((tag) => import(`../generated/${tag}`) as Promise<GeneratedModule>),
    );
    const generated = modules.flatMap((module, index) => {
      const api = module[`${tags[index] ?? ''}Api`] as { endpoints: object } | undefined;
      return Object.keys(api?.endpoints ?? {});
    });
    // every file injects into the one API slice, so each sees the union
    const endpointNames = [...new Set(generated)].sort();
    expect(operationIds.length).toBeGreaterThan(70);
    expect(endpointNames).toEqual([...operationIds].sort());
  });

  test('restore calls are mutations even where the contract makes them GETs', () => {
    expect(usersApi.endpoints.restoreUser.useMutation).toEqual(expect.any(Function));
    expect(ordersApi.endpoints.restoreOrder.useMutation).toEqual(expect.any(Function));
  });

  test("the audit trail's entities are named in Spanish and English as the contract names them", () => {
    const values = (
      openapi.components.schemas.AuditEntity.anyOf as { const: string; 'x-labels': unknown }[]
    ).map((value) => [value.const, value['x-labels']]);
    expect(Object.entries(auditEntityLabels)).toEqual(values);
    expect(auditEntityLabels.vehicle).toEqual({ es: 'Vehículo', en: 'Vehicle' });
  });
});
