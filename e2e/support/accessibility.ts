import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

// Evaluated through DevTools rather than a <script> tag, which the app's CSP rightly refuses.
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  nodes: { target: string[]; html: string; failureSummary?: string }[];
}

export interface AccessibilityCheckOptions {
  /** CSS selectors of parts of the page left out of the check (owned and checked elsewhere). */
  exclude?: readonly string[];
}

/**
 * Runs axe-core in the page and answers the serious and critical violations (WCAG 2 A/AA rules),
 * each as one readable line, so that a test can assert there are none.
 */
export async function seriousAccessibilityViolations(
  page: Page,
  options: AccessibilityCheckOptions = {},
): Promise<string[]> {
  // a dialog or panel still fading in has colours between its own and the page's: contrast is
  // judged once every finite animation and transition has ended (spinners run forever: ignored)
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getComputedTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  await page.evaluate(axeSource);
  const exclude = [...(options.exclude ?? [])];
  const violations = await page.evaluate(async (excluded) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (context: object, options: object) => Promise<{ violations: unknown[] }>;
        };
      }
    ).axe;
    const context =
      excluded.length > 0
        ? { include: [['html']], exclude: excluded.map((selector) => [selector]) }
        : document;
    const result = await axe.run(context, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations;
  }, exclude);
  return (violations as AxeViolation[])
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${String(violation.impact)}): ${violation.help} at ${violation.nodes
          .map(
            (node) =>
              `${node.target.join(' ')} ${node.html.slice(0, 160)}${
                node.failureSummary ? ` (${node.failureSummary.replace(/\s+/g, ' ')})` : ''
              }`,
          )
          .join(', ')}`,
    );
}
