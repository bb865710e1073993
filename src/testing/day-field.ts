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
 * submit its form. A whole date (eight digits) is typed again, as a user would, until the field
 * shows it: on a busy machine the field's own focus timer can take the selection back mid-typing.
 */
export async function typeDay(user: UserEvent, field: HTMLElement, keys: string): Promise<void> {
  // The field moves its selection between sections after a render (a deferred effect): it needs
  // the browser's pause between keystrokes, which the screens' user (`delay: null`) leaves out.
  const typist = user.setup({ delay: 0 });
  const date = /^(\d{2})(\d{2})(\d{4})(.*)$/s.exec(keys);
  if (!date) {
    await selectEverySection(typist, field);
    await typist.keyboard(keys);
    return;
  }
  const [, first = '', second = '', year = '', rest = ''] = date;
  const shown = `${first}/${second}/${year}`;
  for (let attempt = 1; ; attempt += 1) {
    await selectEverySection(typist, field);
    await typist.keyboard(`${first}${second}${year}`);
    const taken = await waitFor(() => expect(field).toHaveTextContent(shown), {
      timeout: 1000,
    }).then(
      () => true,
      (error: unknown) => {
        if (attempt === 3) throw error;
        return false;
      },
    );
    if (taken) break;
  }
  if (rest) await typist.keyboard(rest);
}

/** A click on the field's first section, then Ctrl+A, once the field has taken it. */
async function selectEverySection(typist: UserEvent, field: HTMLElement): Promise<void> {
  // with every section selected (Ctrl+A), the field is one editable text and has no spin buttons
  const [first] = within(field).queryAllByRole('spinbutton');
  if (!first) return;
  await typist.click(first);
  await typist.keyboard('{Control>}a{/Control}');
  // the field takes the selection of every section on its own time (after a focus timer): keys
  // sent before that go nowhere, as a busy machine showed
  await waitFor(() => {
    expect(within(field).queryAllByRole('spinbutton')).toHaveLength(0);
  });
}

/** Empties a date field from the keyboard: Ctrl+A, then Backspace. */
export async function clearDay(user: UserEvent, field: HTMLElement): Promise<void> {
  await typeDay(user, field, '{Backspace}');
}
