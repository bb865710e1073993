// @ts-check
import { readdirSync } from 'node:fs';
import { builtinRules } from 'eslint/use-at-your-own-risk';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

/** Shared layers may not import features; features may not import each other or the composition layers. */
const layerZones = [
  {
    target: ['./src/api', './src/components', './src/lib', './src/utils', './src/config'],
    from: ['./src/features', './src/store', './src/app'],
    message: 'Shared layers must not depend on features or on the composition layers (store, app).',
  },
  {
    // test helpers compose the real store and routes (test code, never bundled), but no feature
    target: './src/testing',
    from: ['./src/features'],
    message: 'Test helpers render the app through src/app; they do not reach into features.',
  },
  {
    target: './src/features',
    from: ['./src/app'],
    message: 'Features must not import the app composition layer.',
  },
  {
    target: './src',
    from: ['./server'],
    message: 'The SPA talks to the server only through HTTP (the generated API).',
  },
  {
    target: './server',
    from: ['./src'],
    message: 'The server does not import SPA code.',
  },
  {
    // a rule refuses with DomainError (server/src/domain/errors.ts) and a query answers data: the
    // HTTP layer turns both into answers, never the other way round. In a resource (and the kit)
    // only its contract (operations, schemas), its routes and its registry entry speak HTTP.
    target: [
      './server/src/domain',
      './server/src/db',
      './server/src/lib',
      './server/src/resources/*/!(*operations|*routes|schemas|index).{ts,mjs}',
      './server/src/kit/!(*operations|*routes|resource).{ts,mjs}',
    ],
    from: ['./server/src/http'],
    message:
      'The domain rules, services and queries do not depend on HTTP (server/src/http): refuse with DomainError.',
  },
  {
    target: [
      './server/src/http',
      './server/src/auth',
      './server/src/audit',
      './server/src/exports',
      './server/src/push',
      './server/src/lib',
      './server/src/domain',
      './server/src/db',
      './server/src/kit',
    ],
    from: ['./server/src/resources'],
    message:
      'Shared mechanisms know no resource: move what several resources need here, or pass it in from the registry.',
  },
];

/** The folders below `dir` (a feature, a resource): a new one is covered with no edit here. */
const foldersOf = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const featureZones = foldersOf('./src/features/').map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`],
  message: 'A feature never imports another feature; compose them in src/app or src/store.',
}));

/**
 * A resource of the server never imports another one but through that resource's `public.ts`
 * (the small API it offers: a schema, a query, a rule); the registry (resources/index.ts) and the
 * composition (app.ts, openapi.ts) import resources' index.ts.
 */
const resources = foldersOf('./server/src/resources/');
const resourceZones = resources.map((resource) => ({
  target: `./server/src/resources/${resource}`,
  from: './server/src/resources',
  except: [
    `./${resource}`,
    ...resources.filter((other) => other !== resource).map((other) => `./${other}/public.ts`),
  ],
  message:
    'A resource imports another only through its public.ts; what several share belongs in kit/, domain/ or another shared folder.',
}));

/**
 * Code that runs only on a developer's machine or in CI, never in the production install
 * (`npm ci --omit=dev`): it may import devDependencies. The server's operational scripts
 * (admin:create, db:migrate, db:seed, db:check) run in production and may not.
 */
const devOnlyFiles = [
  '**/__tests__/**',
  'server/test/**',
  'src/testing/**',
  'test/**',
  'e2e/**',
  'bench/**',
  'reliability/**',
  'scripts/**',
  'server/scripts/emit-openapi.ts',
  '*.config.{js,mjs,cjs,ts}',
  'openapi-config.ts',
];

/**
 * Product code: what the product runs (the SPA, the server and its operational scripts) and the
 * scripts that build it. A file of it stays within 400 lines (a warning from 300: time to look for
 * its seams); every line counts, as `wc -l` counts them. Migrations and seed data are long by
 * nature, and the landing page's drawings are SVG data; tests are not product code.
 */
const productFiles = [
  'src/**/*.{ts,tsx,js,mjs}',
  'server/src/**/*.{ts,js,mjs}',
  'server/scripts/**/*.{ts,mjs}',
  'scripts/**/*.{ts,mjs}',
];
const longByNature = [
  '**/__tests__/**',
  'src/testing/**',
  'server/src/db/migrations/**',
  'server/src/db/seed/**',
  'src/features/landing/components/illustrations/**',
];
const everyLine = { skipBlankLines: false, skipComments: false };

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'build',
      'data',
      'coverage',
      'e2e/artifacts',
      'bench/results',
      'src/api/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...layerZones, ...featureZones, ...resourceZones] },
      ],
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // every import is declared in package.json; devDependencies only where the code never runs in
    // production (tests, developer scripts, benchmarks, builds and their configuration)
    rules: {
      'import-x/no-extraneous-dependencies': [
        'error',
        { devDependencies: false, optionalDependencies: false, peerDependencies: false },
      ],
    },
  },
  {
    files: devOnlyFiles,
    rules: {
      'import-x/no-extraneous-dependencies': [
        'error',
        { devDependencies: true, optionalDependencies: false, peerDependencies: false },
      ],
    },
  },
  {
    files: productFiles,
    ignores: longByNature,
    // core max-lines a second time under another name, so that one file gets both levels
    plugins: { house: { rules: { 'max-lines': builtinRules.get('max-lines') } } },
    rules: {
      'max-lines': ['error', { max: 400, ...everyLine }],
      'house/max-lines': ['warn', { max: 300, ...everyLine }],
    },
  },
  {
    // node:test's describe/test return promises that the runner itself awaits
    files: ['e2e/**/*.spec.ts'],
    rules: { '@typescript-eslint/no-floating-promises': 'off' },
  },
  {
    files: ['**/*.mjs', '**/*.js', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // CommonJS: jest's environment and stubs, loaded by require
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // the build's configuration is CommonJS, as webpack-cli loads it without a TypeScript loader
    files: ['webpack.config.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
