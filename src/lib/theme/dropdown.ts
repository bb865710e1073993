/**
 * SPEC 9: every dropdown and popover (menus, selects' lists, the user menu, the colour switcher)
 * opens in 220 ms.
 */
export const DROPDOWN_TRANSITION_MS = 220;
