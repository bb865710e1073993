/**
 * Reloads the page. A module function (not `window.location.reload` inline) so that tests can
 * replace it: jsdom's `location.reload` is neither implemented nor replaceable.
 */
export function reloadPage(): void {
  window.location.reload();
}
