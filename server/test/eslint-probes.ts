// Lints probe texts with the repo's own ESLint config, as if each were a file of the repo, and
// reports what the given rules say. ESLint is an ES module that Jest's CommonJS runtime cannot load,
// so it runs in a child process. Only the asked rules run, and without type information: the
// rules probed here read imports and lines, and building the project's TypeScript program for a
// probe (what the config's type-aware rules need) took most of each probe's seconds.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const ROOT = resolve(__dirname, '../..');

export interface Probe {
  /** The repo path the text is linted as. */
  file: string;
  code: string;
}

export interface Finding {
  ruleId: string | null;
  severity: 'error' | 'warning';
  message: string;
}

export interface ProbeReport {
  /** Each probe's findings of the asked rules, and its fatal or "file ignored" messages. */
  findings: Finding[][];
  /** The target folders of the config's `import-x/no-restricted-paths` zones. */
  restrictedPathTargets: string[];
}

const script = `
  import { ESLint } from 'eslint';
  const [probes, rules] = JSON.parse(process.argv[1]);
  const config = (await import('./eslint.config.mjs')).default;
  const eslint = new ESLint({
    cwd: process.cwd(),
    overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
    ruleFilter: ({ ruleId }) => rules.includes(ruleId),
  });
  const findings = [];
  for (const probe of probes) {
    const [result] = await eslint.lintText(probe.code, { filePath: probe.file, warnIgnored: true });
    findings.push(result.messages.map((m) => ({
      ruleId: m.ruleId,
      severity: m.severity === 2 ? 'error' : 'warning',
      message: m.message,
    })));
  }
  const restrictedPathTargets = config
    .flatMap((block) => block.rules?.['import-x/no-restricted-paths']?.[1]?.zones ?? [])
    .map((zone) => zone.target)
    .filter((target) => typeof target === 'string');
  process.stdout.write(JSON.stringify({ findings, restrictedPathTargets }));
`;

/** ESLint's findings of `rules` for each probe (one child process for them all). */
export function lintProbes(probes: Probe[], rules: readonly string[]): ProbeReport {
  const run = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', script, JSON.stringify([probes, rules])],
    { cwd: ROOT, encoding: 'utf8', timeout: 120_000 },
  );
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as ProbeReport;
}
