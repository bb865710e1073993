import { LOGIN_CONTROLS, LOGIN_SHELL, shellRoutesOf } from './markers';

/** What the visitor did in the login shell before the app took it over. */
export interface LoginShellHandOver {
  /** The mode button last pressed, if any. */
  mode: 'email' | 'number' | null;
  /** What was typed in the first field (the e-mail, or the number once that mode is pressed). */
  username: string;
  password: string;
  showPassword: boolean;
  /** The form was submitted (Enter or the button) and waits for the app. */
  submit: boolean;
  /** The field that had the focus, and its selection where the field has one. */
  focus: { field: 'username' | 'password'; start: number | null; end: number | null } | null;
}

/** The language picked in the shell, kept for the layout that owns the choice. */
let pickedLanguage: string | null = null;

function valueOf(shell: HTMLElement, id: string): string {
  const input = shell.querySelector(`#${id}`);
  return input instanceof HTMLInputElement ? input.value : '';
}

function focusIn(shell: HTMLElement, form: HTMLFormElement | null): LoginShellHandOver['focus'] {
  const id = form?.getAttribute(LOGIN_SHELL.focus);
  const input = id ? shell.querySelector(`#${id}`) : null;
  if (!(input instanceof HTMLInputElement)) return null;
  let start: number | null = null;
  let end: number | null = null;
  try {
    ({ selectionStart: start, selectionEnd: end } = input);
  } catch {
    // an e-mail field has no selection to read
  }
  return { field: input.id === LOGIN_CONTROLS.passwordId ? 'password' : 'username', start, end };
}

/**
 * Takes the login shell off the page and answers what the visitor did in it (null when there was
 * no shell). Called by the login page as it first renders, in the same task as its commit, so no
 * keystroke falls between the two.
 */
export function takeOverLoginShell(doc: Document = document): LoginShellHandOver | null {
  const shell = doc.getElementById(LOGIN_SHELL.shellId);
  if (!shell) return null;
  const form = shell.querySelector('form');
  const mode = form?.getAttribute(LOGIN_SHELL.mode);
  const handOver: LoginShellHandOver = {
    mode: mode === 'email' || mode === 'number' ? mode : null,
    username: valueOf(shell, LOGIN_CONTROLS.emailId) || valueOf(shell, LOGIN_CONTROLS.numberId),
    password: valueOf(shell, LOGIN_CONTROLS.passwordId),
    showPassword: form?.hasAttribute(LOGIN_SHELL.showPassword) ?? false,
    submit: form?.hasAttribute(LOGIN_SHELL.pendingSubmit) ?? false,
    focus: focusIn(shell, form),
  };
  pickedLanguage = form?.getAttribute(LOGIN_SHELL.chosenLanguage) ?? null;
  shell.remove();
  return handOver;
}

/**
 * Removes the login shell, if it is still there, when the app shows a route the shell is not for
 * (the sign-in page takes it over; the root sends a visitor without a session there).
 */
export function discardLoginShellOutside(route: string, doc: Document = document): void {
  const shell = doc.getElementById(LOGIN_SHELL.shellId);
  if (!shell) return;
  if (!shellRoutesOf(doc.getElementById(LOGIN_SHELL.templateId)).includes(route)) shell.remove();
}

/** The language the visitor picked in the shell, answered once (null when none was picked). */
export function takeLanguagePickedInShell(): string | null {
  const language = pickedLanguage;
  pickedLanguage = null;
  return language;
}
