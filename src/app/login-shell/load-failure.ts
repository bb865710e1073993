import { normalizeLanguage } from '@/lib/i18n/languages';
import { LOAD_FAILURE, LOGIN_SHELL } from '@/lib/login-shell/markers';
import { STORAGE_KEYS, readStored } from '@/store/local-storage';

/**
 * Says that the app could not be loaded (one of its scripts failed), in the visitor's stored
 * language, with a button that loads the page again. A submit waiting in the login shell will not
 * be answered: it stops showing as waiting, and a new one moves the focus to that button.
 */
export function showLoadFailure(): void {
  if (document.getElementById(LOAD_FAILURE.noticeId)) return;
  const template = document.getElementById(LOAD_FAILURE.templateId);
  if (!(template instanceof HTMLTemplateElement)) return;
  const language = normalizeLanguage(readStored(STORAGE_KEYS.language));
  const notice = template.content.querySelector(`[${LOAD_FAILURE.language}="${language}"]`);
  const style = template.content.querySelector('style');
  if (!(notice instanceof HTMLElement) || !style) return;
  const shown = notice.cloneNode(true) as HTMLElement;
  shown.id = LOAD_FAILURE.noticeId;
  const reload = shown.querySelector('button');
  reload?.addEventListener('click', () => window.location.reload());
  document.body.append(style.cloneNode(true), shown);

  const shell = document.getElementById(LOGIN_SHELL.shellId);
  const form = shell?.querySelector('form');
  form?.removeAttribute(LOGIN_SHELL.pendingSubmit);
  // on the shell, after its own listener there (which keeps the submit for the app)
  shell?.addEventListener('submit', () => {
    form?.removeAttribute(LOGIN_SHELL.pendingSubmit);
    reload?.focus();
  });
}
