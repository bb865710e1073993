/**
 * The login shell: the sign-in page rendered at build time (`app/login-shell/render-login-shell.tsx`)
 * into a `<template>` of index.html, stamped onto the page by a small boot script
 * (`app/login-shell/boot.ts`) before the app's scripts have run, and taken over by the login page
 * when it renders (`hand-over.ts`). These are the names the three agree on.
 */
export const LOGIN_SHELL = {
  /** The `<template>` holding the pre-rendered page. */
  templateId: 'login-shell-template',
  /** The element the boot script stamps the template into. */
  shellId: 'login-shell',
  /** Data attributes of the template: what it was rendered for (route, language, colour, radius). */
  route: 'data-route',
  language: 'data-language',
  color: 'data-color',
  radius: 'data-radius',
  /** Data attributes the boot script sets on the shell's form: what the visitor asked for. */
  pendingSubmit: 'data-pending-submit',
  mode: 'data-mode',
  showPassword: 'data-show-password',
  chosenLanguage: 'data-chosen-language',
  focus: 'data-focus',
} as const;

/** Attributes the login page puts on its controls, for the boot script to recognise them. */
export const LOGIN_CONTROLS = {
  /** On each mode button: its mode. */
  mode: 'data-login-mode',
  /** On the button that shows or hides the password. */
  reveal: 'data-login-reveal',
  /** The ids of the fields: the user's e-mail or employee number, and the password. */
  emailId: 'login-email',
  numberId: 'login-number',
  passwordId: 'login-password',
} as const;

/** The routes the shell was rendered for, read from its template (none without one). */
export function shellRoutesOf(template: Element | null): string[] {
  return (template?.getAttribute(LOGIN_SHELL.route) ?? '').split(' ');
}

/** The route of a `location.hash` (`#/sistema/login?returnUrl=…` gives `/sistema/login`). */
export function hashRoute(hash: string): string {
  const path = hash.startsWith('#') ? hash.slice(1) : hash;
  const query = path.indexOf('?');
  return query === -1 ? path : path.slice(0, query);
}

/**
 * The notice shown when the app's scripts cannot be loaded (a network failure, or a page cached
 * across a deploy): rendered at build time in each language into a `<template>` of index.html
 * (`app/login-shell/render-load-failure.ts`), shown by the boot script (`load-failure.ts`).
 */
export const LOAD_FAILURE = {
  /** The `<template>` holding one notice per language (`data-language`). */
  templateId: 'app-load-failed-template',
  /** The notice once shown. */
  noticeId: 'app-load-failed',
  /** The attribute naming each notice's language. */
  language: 'data-language',
} as const;
