/** @jest-config-loader esbuild-register */
// Two projects: the SPA (jsdom, HTTP stubbed at fetch) and the API server (node, real database file).
// Jest reads this TypeScript file through esbuild-register (the docblock above): esbuild is already
// the server's bundler, where ts-node would add a second TypeScript compiler.
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
      moduleFileExtensions: ['ts', 'js', 'json'],
      transform: { '^.+\\.ts$': tsJest },
    },
  ],
};

export default config;
