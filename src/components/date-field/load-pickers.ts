/**
 * The date pickers' chunk: loaded with the first date field shown, or before it by a screen's
 * route that knows it will show one (this module is all such a route brings with it).
 */
export function loadPickers() {
  return import(/* webpackChunkName: "date-pickers" */ './picker-day-field');
}
