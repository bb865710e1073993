// Every import is declared in package.json, and devDependencies only where the code never runs in
// the production install: ESLint's import-x/no-extraneous-dependencies, on every kind of file.
import { lintProbes, type Probe } from './eslint-probes';

/** The dependency rule's messages for each probe, linted as if it were that file of the repo. */
const dependencyFindings = (probes: Probe[]): string[][] =>
  lintProbes(probes, ['import-x/no-extraneous-dependencies']).findings.map((findings) =>
    findings.map((finding) => finding.message),
  );

describe('declared dependencies (ESLint)', () => {
  test('production code may not import a devDependency or an undeclared package; tests, scripts and configs may import devDependencies; .cjs files are checked too', () => {
    const [serverCode, spaCode, serverTest, config, commonJs, e2e] = dependencyFindings([
      { file: 'server/src/probe.mjs', code: "import fc from 'fast-check';\nexport default fc;\n" },
      { file: 'src/lib/probe.mjs', code: "import w from 'semver';\nexport default w;\n" },
      { file: 'server/test/probe.mjs', code: "import fc from 'fast-check';\nexport default fc;\n" },
      { file: 'probe.config.mjs', code: "import js from '@eslint/js';\nexport default js;\n" },
      { file: 'test/probe.cjs', code: "module.exports = require('semver');\n" },
      {
        file: 'e2e/probe.mjs',
        code: "import { chromium } from 'playwright-core';\nexport default chromium;\n",
      },
    ]);
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
