// One registry, no hand-kept lists: the resources of server/src/resources/index.ts build the
// operation table, the OpenAPI tags, the routes and the audit trail's entities; the SPA's codegen
// takes its tags from openapi.json; ESLint's feature and resource zones come from the folders.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { codegenConfig, tagsOfDocument } from '../../openapi-config';
import { buildOpenApiDocument } from '../src/openapi';
import { allOperations, resources } from '../src/resources';
import { lintProbes } from './eslint-probes';
import { foldersUnder, PROBE_FOLDER_PREFIX } from './source-tree';
import { createTestApp, type TestApp } from './helper';
import { toRoutePath } from '../src/http/register-operation';
import packageJson from '../../package.json';

const ROOT = resolve(__dirname, '../..');
const RESOURCES = join(ROOT, 'server/src/resources');

interface Document {
  tags: { name: string }[];
  components: { schemas: Record<string, { anyOf?: { const?: string }[] }> };
}

const committed = JSON.parse(readFileSync(join(ROOT, 'openapi/openapi.json'), 'utf8')) as Document;

describe('the registry', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  test('every folder of server/src/resources is a registered resource, named after its folder', () => {
    expect(resources.map((resource) => resource.name).sort()).toEqual(foldersUnder(RESOURCES));
  });

  test("the operation table is the resources' operations, each tagged with its resource", () => {
    expect(allOperations).toEqual(resources.flatMap((resource) => resource.operations));
    for (const resource of resources)
      for (const operation of resource.operations)
        expect({ operation: operation.operationId, tag: operation.tag }).toEqual({
          operation: operation.operationId,
          tag: resource.name,
        });
  });

  test("the OpenAPI tags are the registry's resources, in its order", () => {
    const document = buildOpenApiDocument(packageJson.version) as unknown as Document;
    expect(document.tags.map((tag) => tag.name)).toEqual(
      resources.map((resource) => resource.name),
    );
  });

  test('every operation of every resource has its route', () => {
    for (const operation of allOperations) {
      const url = toRoutePath(operation.path).replace(/(.)\/$/, '$1');
      expect({
        operation: operation.operationId,
        routed: t.app.hasRoute({ method: operation.method, url }),
      }).toEqual({
        operation: operation.operationId,
        routed: true,
      });
    }
  });

  test("the audit trail's entities are the ones the resources declare, with their names in both languages", () => {
    const declared = resources.flatMap((resource) => Object.keys(resource.auditEntities));
    const contract = (committed.components.schemas.AuditEntity?.anyOf ?? []).map(
      (literal) => literal.const,
    );
    expect(contract).toEqual(expect.arrayContaining(declared));
    expect(contract.filter((name) => !declared.includes(name ?? ''))).toEqual([
      'api_call',
      'export',
    ]);
    for (const resource of resources)
      for (const [entity, label] of Object.entries(resource.auditEntities))
        expect({ entity, es: typeof label.es, en: typeof label.en }).toEqual({
          entity,
          es: 'string',
          en: 'string',
        });
  });
});

describe('no hand-kept lists elsewhere', () => {
  test("the SPA's codegen writes one file per tag of openapi.json", () => {
    const tags = tagsOfDocument(committed);
    expect(tags).toEqual(committed.tags.map((tag) => tag.name));
    expect(Object.keys(codegenConfig(tags).outputFiles)).toEqual(
      tags.map((tag) => `./src/api/generated/${tag}.ts`),
    );
    expect(Object.keys(codegenConfig(['vehicles']).outputFiles)).toEqual([
      './src/api/generated/vehicles.ts',
    ]);
  });

  test('ESLint covers every feature folder, and a new resource folder with no edit of the config', () => {
    const folder = `${PROBE_FOLDER_PREFIX}${String(process.pid)}`;
    const probe = join(RESOURCES, folder);
    mkdirSync(probe);
    try {
      writeFileSync(join(probe, 'repository.ts'), 'export const probe = 1;\n');
      const { findings, restrictedPathTargets: targets } = lintProbes(
        [
          {
            file: 'server/src/resources/zones/probe.mjs',
            code: `import { probe } from '../${folder}/repository';\nexport default probe;\n`,
          },
        ],
        ['import-x/no-restricted-paths'],
      );
      const messages = (findings[0] ?? []).map((finding) => finding.message);
      for (const feature of foldersUnder(join(ROOT, 'src/features')))
        expect(targets).toContain(`./src/features/${feature}`);
      expect(targets).toContain(`./server/src/resources/${folder}`);
      expect(messages).toEqual([expect.stringMatching(/only through its public\.ts/)]);
    } finally {
      rmSync(probe, { recursive: true, force: true });
    }
  });
});
