import { LANGUAGES, directionOf, htmlLangOf, type LanguageCode } from '@/lib/i18n/languages';
import { LOAD_FAILURE } from '@/lib/login-shell/markers';
import enEN from '../../../locales/en-EN/common.json';
import enUS from '../../../locales/en-US/common.json';
import esES from '../../../locales/es-ES/common.json';

const TEXTS: Record<LanguageCode, { text: string; reload: string }> = {
  'es-ES': esES.appLoadFailed,
  'en-US': enUS.appLoadFailed,
  'en-EN': enEN.appLoadFailed,
};

const NOTICE = `#${LOAD_FAILURE.noticeId}`;

/** An error alert as MUI draws one (standard severity "error"), above the login shell. */
const NOTICE_STYLE = [
  `${NOTICE}{position:fixed;top:16px;left:50%;transform:translateX(-50%);z-index:2;box-sizing:border-box;width:max-content;max-width:calc(100% - 32px);display:flex;flex-wrap:wrap;align-items:center;gap:8px 16px;padding:6px 16px;border-radius:4px;background:#fdeded;color:#5f2120;box-shadow:0 3px 5px -1px rgba(0,0,0,.2),0 6px 10px 0 rgba(0,0,0,.14),0 1px 18px 0 rgba(0,0,0,.12);font:400 .875rem/1.43 Roboto,Helvetica,Arial,sans-serif}`,
  `${NOTICE} p{margin:0;padding:8px 0}`,
  `${NOTICE} button{margin-inline-start:auto;padding:4px 5px;border:0;border-radius:4px;background:none;color:#d32f2f;font:500 .8125rem/1.75 Roboto,Helvetica,Arial,sans-serif;letter-spacing:.02857em;text-transform:uppercase;cursor:pointer}`,
  `${NOTICE} button:hover,${NOTICE} button:focus-visible{background:rgba(211,47,47,.08)}`,
].join('');

/** Text or an attribute's value, escaped for the HTML written into index.html. */
export const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The notice for a page whose app scripts did not load, in every language, as a `<template>` for
 * index.html: the boot script shows the one of the visitor's stored language.
 */
export function renderLoadFailureTemplate(): string {
  const notices = LANGUAGES.map((language) => {
    const { text, reload } = TEXTS[language];
    return (
      `<div ${LOAD_FAILURE.language}="${language}" lang="${htmlLangOf(language)}" dir="${directionOf(language)}" role="alert">` +
      `<p>${escapeHtml(text)}</p><button type="button">${escapeHtml(reload)}</button></div>`
    );
  });
  return `<template id="${LOAD_FAILURE.templateId}"><style>${NOTICE_STYLE}</style>${notices.join('')}</template>`;
}
