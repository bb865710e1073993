import { i18n } from '@/lib/i18n/i18n';

/**
 * The date pickers' chunk: loaded with the first date field shown, or before it by a screen's
 * route that knows it will show one (this module is all such a route brings with it). The UI
 * language's locale (Spanish is a chunk of its own) starts as soon as the pickers are there, not
 * once the first field has rendered.
 */
export function loadPickers() {
  return import(/* webpackChunkName: "date-pickers" */ './picker-day-field').then((module) => {
    module.preloadPickerLocale(i18n.language);
    return module;
  });
}
