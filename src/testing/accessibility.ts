// The screen tests' accessibility check, shared by every feature's tests.

/** axe-core's serious and critical violations in a rendered tree (colours: browser tests). */
export async function seriousViolations(container: Element): Promise<string[]> {
  const axe = (await import('axe-core')).default;
  // jsdom has no layout or canvas (axe would ask for one): colours are checked in the browser tests
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  const results = await axe.run(container, {
    resultTypes: ['violations'],
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.html).join(' | ')}`);
}
