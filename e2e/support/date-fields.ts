import type { Locator, Page } from 'playwright-core';

/**
 * The date field labelled `label`: the MUI X pickers' field, a group of day, month and year
 * sections (spin buttons), in the UI language's order (DD/MM/YYYY in Spanish).
 */
export function dayField(scope: Page | Locator, label: string): Locator {
  return scope.getByRole('group', { name: label, exact: true });
}

/**
 * Types a day given as the API writes it (YYYY-MM-DD) as a user of the Spanish UI does: a click in
 * the field, Ctrl+A (every section), then the digits day, month, year.
 */
export async function typeDay(field: Locator, day: string): Promise<void> {
  const [year, month, date] = day.split('-');
  if (year === undefined || month === undefined || date === undefined)
    throw new Error(`not a day: ${day}`);
  await field.click();
  const { keyboard } = field.page();
  await keyboard.press('ControlOrMeta+A');
  await keyboard.type(`${date}${month}${year}`);
}

/**
 * What a date field shows, its sections joined: '10/01/2030' (or 'DD/MM/AAAA' when empty). Waits
 * for the field first: a list draws its date fields just after its rows.
 */
export async function shownDay(field: Locator): Promise<string> {
  await field.getByRole('spinbutton').first().waitFor();
  return (await field.getByRole('spinbutton').allTextContents()).join('/');
}

/** A day as the Spanish UI shows it: 2030-01-10 → 10/01/2030. */
export function spanishDay(day: string): string {
  return day.split('-').reverse().join('/');
}
