// The server's shape, as the house keeps it (ARCHITECTURE.md): one folder per resource, which
// imports another only through its public.ts; the domain rules, services and queries do not depend
// on HTTP; no module of the server imports itself back, even through types; no product file
// over 400 lines; and every import declared in package.json, devDependencies only where the code
// never runs in the production install.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { lintProbes, type Probe } from './eslint-probes';
import { filesUnder, foldersUnder } from './source-tree';

const ROOT = resolve(__dirname, '../..');
const SERVER = join(ROOT, 'server/src');

const http =
  "import { installErrorHandlers } from '../http/errors';\nexport default installErrorHandlers;\n";

const lines = (count: number) =>
  Array.from(
    { length: count },
    (_, index) => `export const line${String(index)} = ${String(index)};`,
  ).join('\n') + '\n';

/**
 * Every ESLint probe of this file, each linted as if it were that file of the repo. They are linted
 * together, in one child process: loading ESLint and the config takes seconds.
 */
const probes = {
  domainHttp: [
    { file: 'server/src/domain/probe.mjs', code: http },
    {
      file: 'server/src/resources/zones/repository-probe.mjs',
      code: http.replace('../http/', '../../http/'),
    },
    { file: 'server/src/db/probe.mjs', code: http },
    { file: 'server/src/lib/probe.mjs', code: http },
    {
      file: 'server/src/http/probe.mjs',
      code: "import { DomainError } from '../domain/errors';\nexport default DomainError;\n",
    },
  ],
  resourceImports: [
    {
      file: 'server/src/resources/users/probe.mjs',
      code: "import { findWalletOfUser } from '../wallets/repository';\nexport default findWalletOfUser;\n",
    },
    {
      file: 'server/src/resources/users/probe.mjs',
      code: "import { findWalletOfUser } from '../wallets/public';\nexport default findWalletOfUser;\n",
    },
    {
      file: 'server/src/auth/probe.mjs',
      code: "import { getUserView } from '../resources/users/public';\nexport default getUserView;\n",
    },
    {
      file: 'server/src/resources/users/probe.mjs',
      code: "import { getUserView } from './repository';\nexport default getUserView;\n",
    },
  ],
  maxLines: [
    { file: 'server/src/resources/zones/probe.mjs', code: lines(401) },
    { file: 'src/features/zones/probe.mjs', code: lines(301) },
    { file: 'server/src/kit/probe.mjs', code: lines(300) },
    { file: 'server/src/db/migrations/probe.mjs', code: lines(500) },
    { file: 'server/src/db/seed/probe.mjs', code: lines(500) },
    { file: 'src/features/landing/components/illustrations/probe.mjs', code: lines(500) },
    { file: 'server/test/probe.mjs', code: lines(500) },
  ],
  dependencies: [
    { file: 'server/src/probe.mjs', code: "import fc from 'fast-check';\nexport default fc;\n" },
    { file: 'src/lib/probe.mjs', code: "import w from 'semver';\nexport default w;\n" },
    { file: 'server/test/probe.mjs', code: "import fc from 'fast-check';\nexport default fc;\n" },
    { file: 'probe.config.mjs', code: "import js from '@eslint/js';\nexport default js;\n" },
    { file: 'test/probe.cjs', code: "module.exports = require('semver');\n" },
    {
      file: 'e2e/probe.mjs',
      code: "import { chromium } from 'playwright-core';\nexport default chromium;\n",
    },
  ],
} satisfies Record<string, Probe[]>;

const PROBED_RULES = [
  'import-x/no-restricted-paths',
  'import-x/no-extraneous-dependencies',
  'max-lines',
  'house/max-lines',
];

/** Each probe's findings (`severity rule: message`), by the names of `probes`. */
let findings: Record<keyof typeof probes, string[][]>;

beforeAll(() => {
  const groups = Object.entries(probes);
  const report = lintProbes(
    groups.flatMap(([, group]) => group),
    PROBED_RULES,
  ).findings.map((messages) =>
    messages.map((m) => `${m.severity} ${String(m.ruleId)}: ${m.message}`),
  );
  let next = 0;
  findings = Object.fromEntries(
    groups.map(([name, group]) => {
      next += group.length;
      return [name, report.slice(next - group.length, next)];
    }),
  ) as typeof findings;
});

const sourceFiles = (dir: string): string[] =>
  filesUnder(dir).filter((file) => file.endsWith('.ts'));

const isFile = (path: string): boolean => existsSync(path) && statSync(path).isFile();

/** The server modules a file imports (type-only imports too), by their paths. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [
    ...text.matchAll(/^(?:import|export)\s[^;]*?\sfrom\s+'(\.{1,2}\/[^']*)'/gms),
  ].map((match) => match[1] ?? '');
  return specifiers.flatMap((specifier) => {
    const base = resolve(dirname(file), specifier);
    const found = [`${base}.ts`, join(base, 'index.ts')].find(isFile);
    return found === undefined ? [] : [found];
  });
}

/** The groups of server modules that import each other in a circle (Tarjan's components). */
function importCircles(files: string[]): string[][] {
  const graph = new Map(files.map((file) => [file, importsOf(file)]));
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const circles: string[][] = [];
  const visit = (file: string) => {
    order.set(file, order.size);
    low.set(file, order.get(file) ?? 0);
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(next) ?? 0));
      } else if (stack.includes(next)) {
        low.set(file, Math.min(low.get(file) ?? 0, order.get(next) ?? 0));
      }
    }
    if (low.get(file) !== order.get(file)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member !== undefined) group.push(relative(SERVER, member));
    } while (member !== undefined && member !== file);
    if (group.length > 1) circles.push(group.sort());
  };
  for (const file of files) if (!order.has(file)) visit(file);
  return circles;
}

describe('the domain does not depend on HTTP', () => {
  test("DomainError and the message keys are domain modules; domain rules, a resource's queries, the database and lib may not import server/src/http (ESLint)", () => {
    expect(isFile(join(SERVER, 'domain/errors.ts'))).toBe(true);
    expect(isFile(join(SERVER, 'domain/messages.ts'))).toBe(true);
    expect(isFile(join(SERVER, 'http/domain-error.ts'))).toBe(false);
    const [domain, queries, database, lib, httpItself] = findings.domainHttp;
    for (const findings of [domain, queries, database, lib])
      expect(findings).toEqual([expect.stringMatching(/do not depend on HTTP/)]);
    expect(httpItself).toEqual([]);
  });

  test('no module of server/src imports itself back through others, type-only imports included', () => {
    expect(importCircles(sourceFiles(SERVER))).toEqual([]);
  });
});

describe('a resource owns a folder', () => {
  const RESOURCES = join(SERVER, 'resources');

  test('the by-layer folders and the one file of every schema are gone; each resource folder holds its operations and routes', () => {
    for (const gone of ['contract', 'routes', 'services', 'repositories'])
      expect({ gone, exists: existsSync(join(SERVER, gone)) }).toEqual({ gone, exists: false });
    const folders = foldersUnder(RESOURCES);
    expect(folders).toEqual(
      expect.arrayContaining([
        'auth',
        'users',
        'wallets',
        'zones',
        'locations',
        'orders',
        'prices',
      ]),
    );
    for (const folder of folders) {
      const files = readdirSync(join(RESOURCES, folder));
      expect({ folder, operations: files.includes('operations.ts') }).toEqual({
        folder,
        operations: true,
      });
      expect({ folder, routes: files.some((file) => file.endsWith('routes.ts')) }).toEqual({
        folder,
        routes: true,
      });
    }
  });

  test('a resource imports another only through its public.ts, and shared folders import no resource (ESLint)', () => {
    const [privateFile, publicFile, shared, ownFile] = findings.resourceImports;
    expect(privateFile).toEqual([expect.stringMatching(/only through its public\.ts/)]);
    expect(publicFile).toEqual([]);
    expect(shared).toEqual([expect.stringMatching(/Shared mechanisms know no resource/)]);
    expect(ownFile).toEqual([]);
  });
});

describe('no product file over 400 lines', () => {
  /** Product code, as eslint.config.mjs's productFiles; tests, migrations, seeds, drawings left out. */
  const productFiles = (): string[] =>
    ['src', 'server/src', 'server/scripts', 'scripts'].flatMap((dir) =>
      filesUnder(join(ROOT, dir)).filter(
        (file) =>
          /\.(ts|tsx|js|mjs)$/.test(file) &&
          !/\/(__tests__|testing|migrations|seed|illustrations|generated)\//.test(file),
      ),
    );

  test('ESLint max-lines: an error past 400 lines of product code and a warning past 300; migrations, seed data, drawings and tests are left out', () => {
    const [long, longish, short, migration, seed, drawing, testFile] = findings.maxLines;
    expect(long).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^error max-lines: .*\(401\)\. Maximum allowed is 400/),
      ]),
    );
    expect(longish).toEqual([
      expect.stringMatching(/^warning house\/max-lines: .*\(301\)\. Maximum allowed is 300/),
    ]);
    for (const findings of [short, migration, seed, drawing, testFile])
      expect(findings).toEqual([]);
  });

  test('every product file holds at most 400 lines', () => {
    const long = productFiles()
      .map((file) => ({
        file: relative(ROOT, file),
        lines: readFileSync(file, 'utf8').split('\n').length - 1,
      }))
      .filter(({ lines }) => lines > 400);
    expect(long).toEqual([]);
  });
});

describe('declared dependencies (ESLint)', () => {
  test('production code may not import a devDependency or an undeclared package; tests, scripts and configs may import devDependencies; .cjs files are checked too', () => {
    const [serverCode, spaCode, serverTest, config, commonJs, e2e] = findings.dependencies;
    expect(serverCode).toEqual([
      expect.stringMatching(
        /'fast-check' should be listed in the project's dependencies, not devDependencies/,
      ),
    ]);
    expect(spaCode).toEqual([
      expect.stringMatching(/'semver' should be listed in the project's dependencies/),
    ]);
    expect(serverTest).toEqual([]);
    expect(e2e).toEqual([]);
    expect(commonJs).toEqual([
      expect.stringMatching(/'semver' should be listed in the project's dependencies/),
    ]);
    expect(config).toEqual([]);
  });
});
