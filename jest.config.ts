/** @jest-config-loader esbuild-register */
// Two projects: the SPA (jsdom, HTTP stubbed at fetch) and the API server (node, real database file).
// Jest reads this TypeScript file through esbuild-register (the docblock above): esbuild is already
// the server's bundler, where ts-node would add a second TypeScript compiler.
import { availableParallelism } from 'node:os';
import type { Config } from 'jest';

const tsJest: [string, Record<string, unknown>] = [
  'ts-jest',
  {
    tsconfig: {
      module: 'commonjs',
      verbatimModuleSyntax: false,
      jsx: 'react-jsx',
      allowJs: true,
    },
  },
];

const config: Config = {
  // three test files at a time on a 2-core machine (jest would take cores - 1): a server file waits
  // on argon2's thread pool, the database and its child processes about a quarter of its time, and
  // a screen file on its timers; a third file fills those waits (the server files alone ran in 109 s
  // instead of 176 s). Jest reads '150%' as 150 workers (a percentage is capped at 100), hence the sum.
  maxWorkers: Math.max(2, Math.round(availableParallelism() * 1.5)),
  // a file sharing the machine with another runs slower than alone; 5 s is too tight for a DataGrid
  // screen or a suite of sign-ins then, and a hang still fails well inside CI's limit
  testTimeout: 30_000,
  projects: [
    {
      displayName: 'web',
      testEnvironment: '<rootDir>/test/jsdom-env.cjs',
      roots: ['<rootDir>/src', '<rootDir>/locales'],
      testMatch: ['**/__tests__/**/*.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/test/setup-web.ts'],
      moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
      moduleNameMapper: {
        '^@/(.*)$': '<rootDir>/src/$1',
        // MUI's theme without CSS variables (see webpack.config.js)
        '^@mui/material/styles/(createThemeNoVars|ThemeProviderNoVars)$':
          '<rootDir>/node_modules/@mui/material/styles/$1.js',
        '\\.(css|less|scss)$': '<rootDir>/test/style-stub.cjs',
        '^swiper/css(/.*)?$': '<rootDir>/test/style-stub.cjs',
        '\\.(png|jpg|jpeg|svg|gif|webp)$': '<rootDir>/test/file-stub.cjs',
      },
      transform: {
        '^.+\\.tsx?$': tsJest,
        '^.+\\.m?js$': tsJest,
      },
      transformIgnorePatterns: ['/node_modules/(?!swiper/)'],
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server'],
      testMatch: ['**/test/**/*.test.ts'],
      // the light argon2id profile (see setup-env.ts)
      setupFiles: ['<rootDir>/server/test/setup-env.ts'],
      // on PostgreSQL, a database per test file: migrated ones are copies of a template migrated
      // once, before the files run; all are dropped once every file is done
      globalSetup: '<rootDir>/server/test/global-setup.ts',
      globalTeardown: '<rootDir>/server/test/global-teardown.ts',
      moduleFileExtensions: ['ts', 'js', 'json'],
      transform: { '^.+\\.ts$': tsJest },
    },
  ],
};

export default config;
