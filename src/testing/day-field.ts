// Date fields (MUI X pickers) driven as a user does (test code, never bundled).
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * The date field labelled `label`: a group of day, month and year sections (spin buttons). Its text
 * is what it shows ('01/11/2026', or 'DD/MM/AAAA' when empty), and its description the field's
 * message.
 */
export function getDayField(label: string | RegExp, container?: HTMLElement): HTMLElement {
  return (container ? within(container) : screen).getByRole('group', { name: label });
}

/** The same, once it is shown (the pickers' locale loads with the first date field). */
export function findDayField(
  label: string | RegExp,
  container?: HTMLElement,
): Promise<HTMLElement> {
  return (container ? within(container) : screen).findByRole('group', { name: label });
}

/**
 * Types into a date field as a user does: a click on its first section, Ctrl+A (every section), then
 * the keys, digits in the field's order (`'01112026'` for 01/11/2026 in Spanish), `{Enter}` to
 * submit its form.
 */
export async function typeDay(user: UserEvent, field: HTMLElement, keys: string): Promise<void> {
  // The field moves its selection between sections after a render (a deferred effect): it needs
  // the browser's pause between keystrokes, which the screens' user (`delay: null`) leaves out.
  const typist = user.setup({ delay: 0 });
  // with every section selected (Ctrl+A), the field is one editable text and has no spin buttons
  const [first] = within(field).queryAllByRole('spinbutton');
  if (first) {
    await typist.click(first);
    await typist.keyboard('{Control>}a{/Control}');
    // the field takes the selection of every section on its own time (after a focus timer): keys
    // sent before that go nowhere, as a busy machine showed
    await waitFor(() => {
      expect(within(field).queryAllByRole('spinbutton')).toHaveLength(0);
    });
  }
  await typist.keyboard(keys);
}

/** Empties a date field from the keyboard: Ctrl+A, then Backspace. */
export async function clearDay(user: UserEvent, field: HTMLElement): Promise<void> {
  await typeDay(user, field, '{Backspace}');
}
