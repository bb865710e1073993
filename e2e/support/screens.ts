import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { seriousAccessibilityViolations } from './accessibility';
import { artifactsDir } from './browser';

/**
 * The screen as a person reads it (no pointer resting on the last button clicked): no serious or
 * critical accessibility problem, nothing wider than the window, every column of a list in sight,
 * and a full-page screenshot without the toasts of earlier steps.
 */
export async function checkScreen(page: Page, name: string): Promise<void> {
  await page.mouse.move(600, 30);
  const violations = await seriousAccessibilityViolations(page);
  assert.deepEqual(violations, [], `accessibility of ${name}`);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  assert.equal(overflow, 0, `${name} scrolls sideways`);
  const hidden = await page.evaluate(() => {
    const grid = document.querySelector('[role="grid"]');
    if (!grid) return [];
    const right = grid.getBoundingClientRect().right;
    return [...grid.querySelectorAll('[role="columnheader"]')]
      .filter((header) => header.getBoundingClientRect().right > right + 1)
      .map((header) => header.textContent);
  });
  assert.deepEqual(hidden, [], `columns of ${name} out of sight`);
  await restingScreenshot(page, name);
}

/**
 * A screenshot of the whole screen as it looks at rest: the viewport grown to the page's height
 * (the side menu and the header are as tall as the viewport) and without the toasts of earlier
 * steps.
 */
export async function restingScreenshot(page: Page, name: string): Promise<void> {
  const viewport = page.viewportSize() ?? { width: 1366, height: 768 };
  await page.evaluate(() => window.scrollTo(0, 0));
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  if (height > viewport.height) await page.setViewportSize({ width: viewport.width, height });
  try {
    await page.screenshot({
      path: join(artifactsDir, `${name}.png`),
      animations: 'disabled',
      caret: 'hide',
      style: '.notistack-SnackbarContainer { display: none !important; }',
    });
  } finally {
    if (height > viewport.height) await page.setViewportSize(viewport);
  }
}
