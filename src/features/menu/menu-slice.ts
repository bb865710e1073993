import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import {
  DEFAULT_MENU_TYPE,
  classesForViewport,
  closeTemporaryPanels,
  cycleMenu,
  effectiveMenuType,
  openTemporarySubPanel,
  panelStates,
  toggleMobileMenu,
} from './menu-logic';
import type { MenuClass, MenuType, PanelState } from './menu-logic';

/** The side menu (client state, not persisted). */
export interface MenuState {
  classes: MenuClass[];
  clickCount: number;
  /** Whether the selected entry has sub items (the sub panel then has something to show). */
  selectedHasSubItems: boolean;
  /** The width last reported (null before the first report). */
  viewportWidth: number | null;
}

export const initialMenuState: MenuState = {
  classes: [DEFAULT_MENU_TYPE],
  clickCount: 0,
  selectedHasSubItems: false,
  viewportWidth: null,
};

export const menuSlice = createSlice({
  name: 'menu',
  initialState: initialMenuState,
  reducers: {
    /** The menu button was pressed: cycles modulo 4 (desktop) or toggles the panel (mobile). */
    menuButtonClicked(state) {
      if (state.classes.includes('menu-mobile')) {
        state.classes = toggleMobileMenu(state.classes);
        return;
      }
      const next = cycleMenu(state.classes, state.clickCount + 1, state.selectedHasSubItems);
      state.classes = next.classes;
      state.clickCount = next.clickCount;
    },
    /** The window width changed (and once on start): the breakpoint defaults apply again. */
    viewportResized(state, action: PayloadAction<number>) {
      // the same width again (the layout's effects reconnecting after a lazy screen suspended it,
      // a resize of the height only): nothing to apply, and open panels stay open
      if (state.viewportWidth === action.payload) return;
      state.viewportWidth = action.payload;
      const next = cycleMenu(
        classesForViewport(state.classes, action.payload),
        0,
        state.selectedHasSubItems,
      );
      state.classes = next.classes;
      state.clickCount = next.clickCount;
    },
    /** A different entry became current (its sub items decide whether a sub panel exists). */
    menuSelectionChanged(state, action: PayloadAction<{ hasSubItems: boolean }>) {
      state.selectedHasSubItems = action.payload.hasSubItems;
    },
    /** A main entry with sub items was chosen while its sub panel was not shown. */
    subEntriesRequested(state) {
      state.classes = openTemporarySubPanel(state.classes);
    },
    /** A link in the menu was followed, or the menu was dismissed: temporary panels close. */
    menuDismissed(state) {
      state.classes = closeTemporaryPanels(state.classes);
    },
  },
});

export const {
  menuButtonClicked,
  viewportResized,
  menuSelectionChanged,
  subEntriesRequested,
  menuDismissed,
} = menuSlice.actions;

// The slice is injected with the main area: before that, the state is the initial one.
const selectMenu = (state: { menu?: MenuState }): MenuState => state.menu ?? initialMenuState;

export const selectMenuClasses = (state: { menu?: MenuState }): readonly MenuClass[] =>
  selectMenu(state).classes;
export const selectMenuType = (state: { menu?: MenuState }): MenuType =>
  effectiveMenuType(selectMenu(state).classes);
export const selectMainPanel = (state: { menu?: MenuState }): PanelState =>
  panelStates(selectMenu(state).classes).main;
export const selectSubPanel = (state: { menu?: MenuState }): PanelState =>
  panelStates(selectMenu(state).classes).sub;
