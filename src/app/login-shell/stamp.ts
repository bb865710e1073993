import { LOGIN_CONTROLS, LOGIN_SHELL, hashRoute, shellRoutesOf } from '@/lib/login-shell/markers';
import { STORAGE_KEYS, isUsableToken, readStored, readStoredToken } from '@/store/local-storage';

/** The route of a hash, the empty one being the root. */
const routeOf = (hash: string) => hashRoute(hash) || '/';

/** A stored preference matches the shell's when it is absent (the default) or the same. */
function storedMatches(key: string, rendered: string | null): boolean {
  const stored = readStored(key);
  return stored === null || stored === rendered;
}

/**
 * Whether the shell shows: on one of its routes, for a visitor without a session, whose stored
 * language, colour and radius are the ones it was rendered in (anyone else waits for the app, as
 * before: a session goes past the sign-in page, and other preferences draw it otherwise).
 */
function shellFits(template: HTMLTemplateElement, hash: string): boolean {
  return (
    shellRoutesOf(template).includes(routeOf(hash)) &&
    !isUsableToken(readStoredToken()) &&
    storedMatches(STORAGE_KEYS.language, template.getAttribute(LOGIN_SHELL.language)) &&
    storedMatches(STORAGE_KEYS.themeColor, template.getAttribute(LOGIN_SHELL.color)) &&
    storedMatches(STORAGE_KEYS.themeRadius, template.getAttribute(LOGIN_SHELL.radius))
  );
}

/**
 * A field's label and outline as MUI draws them: focused (the theme's colour, `Mui-focused`, whose
 * rules the shell carries) and raised into the notch while focused, filled or autofilled.
 */
function drawFieldState(input: HTMLInputElement, event: Event): void {
  const label = input.closest('.MuiFormControl-root')?.querySelector('label');
  const outline = input.closest('.MuiInputBase-root');
  const focused = event.type !== 'focusout' && input.ownerDocument.activeElement === input;
  const autofilled = 'animationName' in event && event.animationName === 'mui-auto-fill';
  label?.classList.toggle('Mui-focused', focused);
  outline?.classList.toggle('Mui-focused', focused);
  label?.setAttribute('data-shrink', String(focused || autofilled || input.value !== ''));
}

/**
 * Until the app takes the shell over, what the visitor does in it is kept on its form: a submit
 * (Enter or the button) waits as an attribute instead of leaving the page, a mode button records
 * its mode, the eye button shows or hides the password at once, a language picked is recorded.
 * Following a link (or any other change of route) removes the shell: the app then shows that page.
 */
function keepWhatTheVisitorDoes(shell: HTMLElement, view: Window): void {
  const form = shell.querySelector('form');
  if (!form) return;
  shell.addEventListener('submit', (event) => {
    event.preventDefault();
    form.setAttribute(LOGIN_SHELL.pendingSubmit, '');
  });
  shell.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const modeButton = target?.closest(`[${LOGIN_CONTROLS.mode}]`);
    if (modeButton) {
      form.setAttribute(LOGIN_SHELL.mode, modeButton.getAttribute(LOGIN_CONTROLS.mode) ?? '');
      for (const button of shell.querySelectorAll(`[${LOGIN_CONTROLS.mode}]`)) {
        button.setAttribute('aria-pressed', String(button === modeButton));
      }
    }
    if (target?.closest(`[${LOGIN_CONTROLS.reveal}]`)) {
      const password = shell.querySelector<HTMLInputElement>(`#${LOGIN_CONTROLS.passwordId}`);
      if (!password) return;
      const show = password.type === 'password';
      password.type = show ? 'text' : 'password';
      form.toggleAttribute(LOGIN_SHELL.showPassword, show);
    }
  });
  const onField = (event: Event) => {
    if (event.target instanceof HTMLInputElement) {
      drawFieldState(event.target, event);
    }
  };
  // the field last focused, for the app to focus again (the app's own autofocus moves the focus
  // out of the shell as it renders, before it takes the shell over)
  shell.addEventListener('focusin', (event) => {
    if (event.target instanceof HTMLInputElement)
      form.setAttribute(LOGIN_SHELL.focus, event.target.id);
    else form.removeAttribute(LOGIN_SHELL.focus);
  });
  for (const type of ['focusin', 'focusout', 'input', 'animationstart']) {
    shell.addEventListener(type, onField);
  }
  shell.addEventListener('change', (event) => {
    if (event.target instanceof HTMLSelectElement) {
      form.setAttribute(LOGIN_SHELL.chosenLanguage, event.target.value);
    }
  });
  const template = view.document.getElementById(LOGIN_SHELL.templateId);
  const onRouteChange = () => {
    if (!shell.isConnected) view.removeEventListener('hashchange', onRouteChange);
    else if (template instanceof HTMLTemplateElement && !shellFits(template, view.location.hash)) {
      shell.remove();
      view.removeEventListener('hashchange', onRouteChange);
    }
  };
  view.addEventListener('hashchange', onRouteChange);
}

/**
 * Stamps the pre-rendered sign-in page onto the page when it fits (see `shellFits`), right after its
 * template, focused as the page focuses it. Returns the shell, or null when it does not show.
 */
export function stampLoginShell(view: Window = window): HTMLElement | null {
  const template = view.document.getElementById(LOGIN_SHELL.templateId);
  if (!(template instanceof HTMLTemplateElement) || !template.content.firstChild) return null;
  if (!shellFits(template, view.location.hash)) return null;
  const shell = view.document.createElement('div');
  shell.id = LOGIN_SHELL.shellId;
  shell.append(template.content.cloneNode(true));
  template.after(shell);
  keepWhatTheVisitorDoes(shell, view);
  shell.querySelector<HTMLElement>('[autofocus]')?.focus();
  return shell;
}
