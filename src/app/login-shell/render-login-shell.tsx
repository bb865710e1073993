import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import i18next from 'i18next';
import { authGuardEnabled } from '@/config/env';
import { paths } from '@/config/paths';
import { LoginPage } from '@/features/auth/components/login-page';
import { ThemeRoot } from '@/features/theme/components/theme-root';
import { LOGIN_SHELL } from '@/lib/login-shell/markers';
import { makeStore } from '@/store/store';
import common from '../../../locales/es-ES/common.json';
import auth from '../../../locales/es-ES/auth.json';
import { UserAreaLayout } from '../layouts/user-area-layout';

import { escapeHtml } from './render-load-failure';

export { renderLoadFailureTemplate } from './render-load-failure';

const SHELL = `#${LOGIN_SHELL.shellId}`;

/**
 * The shell's own rules: it covers the page (the app's loader renders beneath it), a label rises
 * into the outline's notch when its field is focused or filled (MUI's outlined label and notch;
 * the boot script sets `data-shrink` as MUI would), and a submit waiting for the app shows so.
 */
const SHELL_STYLE = [
  `${SHELL}{position:fixed;inset:0;z-index:1;overflow:auto}`,
  `${SHELL} label[data-shrink=true]{transform:translate(14px,-9px) scale(.75);max-width:calc(133% - 32px);user-select:none;pointer-events:auto}`,
  `${SHELL} label[data-shrink=true]~.MuiInputBase-root legend{max-width:100%;transition:max-width 100ms cubic-bezier(0,0,.2,1) 50ms}`,
  `${SHELL} form[${LOGIN_SHELL.pendingSubmit}] button[type=submit]{cursor:progress;opacity:.75}`,
].join('');

/**
 * The sign-in page (`/sistema/login` in the layout around it) for a first visit: the default
 * language, colour and radius, with the styles emotion wrote for it, as a `<template>` for
 * index.html. Run at build time (webpack.config.js bundles this module for Node); the boot script
 * stamps it onto the page when the visitor's stored state matches what it was rendered for.
 */
export async function renderLoginShellTemplate(): Promise<string> {
  const store = makeStore();
  const { language, theme } = store.getState();
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: language.code,
    resources: { [language.code]: { common, auth } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  const markup = renderToString(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ThemeRoot>
          <MemoryRouter initialEntries={[paths.login]}>
            <Routes>
              <Route element={<UserAreaLayout />}>
                <Route path={paths.login} element={<LoginPage />} />
              </Route>
            </Routes>
          </MemoryRouter>
        </ThemeRoot>
      </I18nextProvider>
    </Provider>,
  );
  // the app's routes are hash routes: its links work before the scripts run
  const hashLinks = markup.replace(/ href="\//g, ' href="#/');
  // the sign-in page shows on the root too while the guard is on: it sends visitors there
  const routes = authGuardEnabled ? [paths.login, '/'] : [paths.login];
  const attributes = [
    ['id', LOGIN_SHELL.templateId],
    [LOGIN_SHELL.route, routes.join(' ')],
    [LOGIN_SHELL.language, language.code],
    [LOGIN_SHELL.color, theme.color],
    [LOGIN_SHELL.radius, theme.radius],
  ]
    .map(([name, value]) => `${name}="${escapeHtml(value ?? '')}"`)
    .join(' ');
  return `<template ${attributes}><style>${SHELL_STYLE}</style>${hashLinks}</template>`;
}
