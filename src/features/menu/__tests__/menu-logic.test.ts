import {
  classesForViewport,
  cycleMenu,
  effectiveMenuType,
  panelStates,
  toggleMobileMenu,
} from '../menu-logic';
import type { MenuClass } from '../menu-logic';
import {
  initialMenuState,
  menuButtonClicked,
  menuDismissed,
  menuSelectionChanged,
  menuSlice,
  selectMenuType,
  viewportResized,
} from '../menu-slice';
import type { MenuState } from '../menu-slice';

const reduce = (state: MenuState, ...actions: Parameters<typeof menuSlice.reducer>[1][]) =>
  actions.reduce(menuSlice.reducer, state);

describe('menu button cycle (modulo 4)', () => {
  it('with sub items, walks the four steps of the default menu and comes back', () => {
    let classes: MenuClass[] = ['menu-default'];
    const seen: string[] = [];
    for (let click = 1; click <= 5; click += 1) {
      const next = cycleMenu(classes, click, true);
      expect(next.clickCount).toBe(click % 4);
      classes = next.classes;
      seen.push(classes.join(' '));
    }
    expect(seen).toEqual([
      'menu-default sub-hidden',
      'menu-default main-hidden sub-hidden',
      'menu-default sub-hidden',
      'menu-default',
      'menu-default sub-hidden',
    ]);
  });

  it('click counts wrap modulo 4 (click 4 and click 0 are the same step)', () => {
    expect(cycleMenu(['menu-hidden'], 4, true)).toEqual(cycleMenu(['menu-hidden'], 0, true));
    expect(cycleMenu(['menu-hidden'], 5, true)).toEqual(cycleMenu(['menu-hidden'], 1, true));
  });

  it('menu-hidden shows the panels temporarily', () => {
    expect(cycleMenu(['menu-hidden'], 1, true).classes).toEqual([
      'menu-hidden',
      'main-show-temporary',
    ]);
    expect(cycleMenu(['menu-hidden'], 2, true).classes).toEqual([
      'menu-hidden',
      'main-show-temporary',
      'sub-show-temporary',
    ]);
    expect(panelStates(['menu-hidden', 'main-show-temporary'])).toEqual({
      main: 'temporary',
      sub: 'hidden',
    });
  });

  it('menu-sub-hidden shows the sub panel temporarily on the third step', () => {
    const step3 = cycleMenu(['menu-sub-hidden'], 3, true).classes;
    expect(step3).toEqual(['menu-sub-hidden', 'sub-show-temporary']);
    expect(panelStates(step3)).toEqual({ main: 'shown', sub: 'temporary' });
  });

  it('without sub items, the button only shows and hides the main panel', () => {
    let state = reduce(initialMenuState, viewportResized(1920));
    expect(panelStates(state.classes).main).toBe('shown');
    state = reduce(state, menuButtonClicked());
    expect(panelStates(state.classes).main).toBe('hidden');
    state = reduce(state, menuButtonClicked());
    expect(panelStates(state.classes).main).toBe('shown');
    state = reduce(state, menuButtonClicked());
    expect(panelStates(state.classes).main).toBe('hidden');
  });

  it('the slice cycles the click count modulo 4 when the entry has sub items', () => {
    let state = reduce(initialMenuState, menuSelectionChanged({ hasSubItems: true }));
    const counts: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      state = reduce(state, menuButtonClicked());
      counts.push(state.clickCount);
    }
    expect(counts).toEqual([1, 2, 3, 0, 1, 2]);
  });
});

describe('breakpoint defaults', () => {
  it('is menu-default from 1440 px', () => {
    expect(effectiveMenuType(classesForViewport(['menu-default'], 1440))).toBe('menu-default');
    expect(effectiveMenuType(classesForViewport(['menu-default'], 1920))).toBe('menu-default');
  });

  it('becomes menu-sub-hidden below 1440 px and menu-default again above', () => {
    const narrow = classesForViewport(['menu-default'], 1439);
    expect(effectiveMenuType(narrow)).toBe('menu-sub-hidden');
    expect(effectiveMenuType(classesForViewport(narrow, 1440))).toBe('menu-default');
  });

  it('becomes menu-hidden (mobile) below 768 px', () => {
    expect(effectiveMenuType(classesForViewport(['menu-default'], 767))).toBe('menu-hidden');
    expect(effectiveMenuType(classesForViewport(['menu-default'], 768))).toBe('menu-sub-hidden');
  });

  it('through the slice: resizing applies the defaults and resets the cycle', () => {
    const state = { menu: reduce(initialMenuState, viewportResized(1366)) };
    expect(selectMenuType(state)).toBe('menu-sub-hidden');
    expect(selectMenuType({ menu: reduce(state.menu, viewportResized(600)) })).toBe('menu-hidden');
    expect(selectMenuType({ menu: reduce(state.menu, viewportResized(1920)) })).toBe(
      'menu-default',
    );
    // before the slice is injected the initial state applies
    expect(selectMenuType({})).toBe('menu-default');
  });

  it('on mobile the button shows the main panel temporarily, and a dismissal closes it', () => {
    let state = reduce(initialMenuState, viewportResized(600));
    expect(panelStates(state.classes).main).toBe('hidden');
    state = reduce(state, menuButtonClicked());
    expect(state.classes).toContain('menu-mobile');
    expect(panelStates(state.classes).main).toBe('temporary');
    state = reduce(state, menuDismissed());
    expect(panelStates(state.classes).main).toBe('hidden');
    expect(toggleMobileMenu(toggleMobileMenu(state.classes))).toEqual(state.classes);
  });
});
