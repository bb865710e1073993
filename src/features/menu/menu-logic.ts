// The side menu's behaviour as pure functions over the container's class list (SPEC 2, 9):
// three menu types, a menu button cycling modulo 4, mobile variants with temporary panels, and
// defaults that follow the viewport width.

export type MenuType = 'menu-default' | 'menu-sub-hidden' | 'menu-hidden';
export type MenuClass =
  | MenuType
  | 'menu-mobile'
  | 'main-hidden'
  | 'sub-hidden'
  | 'main-show-temporary'
  | 'sub-show-temporary';

/** Below this width the default menu hides its sub panel (menu-sub-hidden). */
export const SUB_HIDDEN_BREAKPOINT = 1440;
/** Below this width the menu is hidden (mobile: panels only show temporarily). */
export const MENU_HIDDEN_BREAKPOINT = 768;
/** The panels' collapse animation. */
export const MENU_ANIMATION_MS = 400;
export const DEFAULT_MENU_TYPE: MenuType = 'menu-default';

export interface MenuCycle {
  classes: MenuClass[];
  /** Clicks so far, modulo 4. */
  clickCount: number;
}

/**
 * The menu button (desktop): click number `clickIndex` (modulo 4) gives the next classes. Without
 * sub items, the steps that would only show or hide an empty sub panel are skipped.
 */
export function cycleMenu(
  current: readonly MenuClass[],
  clickIndex: number,
  hasSubItems: boolean,
): MenuCycle {
  const has = (name: MenuClass) => current.includes(name);
  const defaultSubHidden = has('menu-default') && has('menu-sub-hidden');
  let step = ((clickIndex % 4) + 4) % 4;
  if (!hasSubItems) {
    if (has('menu-default') && !defaultSubHidden && (step === 0 || step === 3)) step = 1;
    if (has('menu-sub-hidden') && step === 2) step = 0;
    if (has('menu-hidden') && (step === 2 || step === 3)) step = 0;
  }

  const pick = (
    both: MenuClass[],
    byDefault: MenuClass[],
    subHidden: MenuClass[],
    hidden: MenuClass[],
  ): MenuClass[] => {
    if (defaultSubHidden) return both;
    if (has('menu-default')) return byDefault;
    if (has('menu-sub-hidden')) return subHidden;
    if (has('menu-hidden')) return hidden;
    return [];
  };

  let classes: MenuClass[];
  switch (step) {
    case 1:
      classes = pick(
        ['menu-default', 'menu-sub-hidden', 'main-hidden', 'sub-hidden'],
        ['menu-default', 'sub-hidden'],
        ['menu-sub-hidden', 'main-hidden', 'sub-hidden'],
        ['menu-hidden', 'main-show-temporary'],
      );
      break;
    case 2:
      classes = pick(
        ['menu-default', 'menu-sub-hidden', 'sub-hidden'],
        ['menu-default', 'main-hidden', 'sub-hidden'],
        ['menu-sub-hidden', 'sub-hidden'],
        ['menu-hidden', 'main-show-temporary', 'sub-show-temporary'],
      );
      break;
    case 3:
      classes = pick(
        ['menu-default', 'menu-sub-hidden', 'sub-show-temporary'],
        ['menu-default', 'sub-hidden'],
        ['menu-sub-hidden', 'sub-show-temporary'],
        ['menu-hidden', 'main-show-temporary'],
      );
      break;
    default:
      classes = pick(
        ['menu-default', 'menu-sub-hidden'],
        ['menu-default'],
        ['menu-sub-hidden'],
        ['menu-hidden'],
      );
  }
  if (has('menu-mobile')) classes.push('menu-mobile');
  return { classes, clickCount: step };
}

/** The menu button on a mobile viewport: shows or hides the main panel temporarily. */
export function toggleMobileMenu(current: readonly MenuClass[]): MenuClass[] {
  const classes = current.filter((name) => name !== 'sub-show-temporary');
  return classes.includes('main-show-temporary')
    ? classes.filter((name) => name !== 'main-show-temporary')
    : [...classes, 'main-show-temporary'];
}

/**
 * The classes for a viewport width: below 768 px the menu is mobile (hidden), below 1440 px the
 * default menu hides its sub panel, from 1440 px the default menu is whole again.
 */
export function classesForViewport(current: readonly MenuClass[], width: number): MenuClass[] {
  let classes: MenuClass[] = current.filter((name) => name !== 'menu-mobile');
  if (width < MENU_HIDDEN_BREAKPOINT) {
    classes.push('menu-mobile');
  } else if (width < SUB_HIDDEN_BREAKPOINT) {
    if (classes.includes('menu-default') && !classes.includes('menu-sub-hidden'))
      classes.push('menu-sub-hidden');
  } else if (classes.includes('menu-default') && classes.includes('menu-sub-hidden')) {
    classes = classes.filter((name) => name !== 'menu-sub-hidden');
  }
  return classes;
}

/** The type the menu behaves as: mobile counts as menu-hidden, a narrowed default as sub-hidden. */
export function effectiveMenuType(classes: readonly MenuClass[]): MenuType {
  if (classes.includes('menu-mobile') || classes.includes('menu-hidden')) return 'menu-hidden';
  if (classes.includes('menu-sub-hidden')) return 'menu-sub-hidden';
  return 'menu-default';
}

export type PanelState = 'shown' | 'hidden' | 'temporary';

/** Whether the main and sub panels are shown, hidden, or shown temporarily over the content. */
export function panelStates(classes: readonly MenuClass[]): { main: PanelState; sub: PanelState } {
  const has = (name: MenuClass) => classes.includes(name);
  const hiddenType = effectiveMenuType(classes) === 'menu-hidden';
  const main: PanelState = has('main-hidden')
    ? 'hidden'
    : hiddenType
      ? has('main-show-temporary')
        ? 'temporary'
        : 'hidden'
      : 'shown';
  const sub: PanelState = has('sub-show-temporary')
    ? 'temporary'
    : has('sub-hidden') || hiddenType || has('menu-sub-hidden')
      ? 'hidden'
      : 'shown';
  return { main, sub };
}

/**
 * A main entry with sub items was chosen while its sub panel is not shown (below 1440 px, on phones,
 * or after the menu button hid it): the sub panel opens over the content, beside the main panel,
 * until a link is followed or the menu is dismissed (SPEC 2's temporary sub panel).
 */
export function openTemporarySubPanel(classes: readonly MenuClass[]): MenuClass[] {
  if (classes.includes('main-hidden')) return [...classes];
  return classes.includes('sub-show-temporary') ? [...classes] : [...classes, 'sub-show-temporary'];
}

/** After following a link or dismissing (Escape, click outside): temporary panels close. */
export function closeTemporaryPanels(classes: readonly MenuClass[]): MenuClass[] {
  return classes.filter((name) => name !== 'main-show-temporary' && name !== 'sub-show-temporary');
}
