// The landing's mobile menu (SPEC 2): its button opens and closes it; a click outside it, any
// scroll of the page, Escape, or the window growing to the desktop width closes it.

/** From this window width on, the menu entries sit in the top bar and the mobile menu is gone. */
export const DESKTOP_MENU_MIN_WIDTH = 992;

/** The CSS media query of the same width (window width, scrollbar included, as `innerWidth`). */
export const DESKTOP_MENU_QUERY = `@media (min-width: ${DESKTOP_MENU_MIN_WIDTH}px)`;

export type MobileMenuEvent =
  | { type: 'toggled' }
  | { type: 'entryChosen' }
  | { type: 'escapePressed' }
  | { type: 'clicked'; outside: boolean }
  | { type: 'scrolled' }
  | { type: 'resized'; width: number };

export function isDesktopWidth(width: number): boolean {
  return width >= DESKTOP_MENU_MIN_WIDTH;
}

/**
 * A click went through none of `areas` (the menu and its button). It reads the event's path, taken
 * when the click happened: the button's icon is swapped as the menu opens, so by the time the
 * click reaches the document its original target may no longer be inside the button.
 */
export function isOutside(
  path: readonly EventTarget[],
  areas: readonly (Element | null)[],
): boolean {
  return !areas.some((area) => area !== null && path.includes(area));
}

/** Whether the menu is open after `event`. */
export function mobileMenuOpen(open: boolean, event: MobileMenuEvent): boolean {
  switch (event.type) {
    case 'toggled':
      return !open;
    case 'clicked':
      return open && !event.outside;
    case 'resized':
      return open && !isDesktopWidth(event.width);
    case 'entryChosen':
    case 'escapePressed':
    case 'scrolled':
      return false;
  }
}
