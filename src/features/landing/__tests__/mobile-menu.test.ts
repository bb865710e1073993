import { act, fireEvent, renderHook } from '@testing-library/react';
import { useMobileMenu } from '../hooks/use-mobile-menu';
import {
  DESKTOP_MENU_MIN_WIDTH,
  isDesktopWidth,
  isOutside,
  mobileMenuOpen,
} from '../utils/mobile-menu';

describe('the mobile menu rules', () => {
  it('toggles with its button', () => {
    expect(mobileMenuOpen(false, { type: 'toggled' })).toBe(true);
    expect(mobileMenuOpen(true, { type: 'toggled' })).toBe(false);
  });

  it('closes on a click outside it, not on one inside', () => {
    expect(mobileMenuOpen(true, { type: 'clicked', outside: true })).toBe(false);
    expect(mobileMenuOpen(true, { type: 'clicked', outside: false })).toBe(true);
    expect(mobileMenuOpen(false, { type: 'clicked', outside: false })).toBe(false);
  });

  it('closes on any scroll, on Escape and once an entry is chosen', () => {
    expect(mobileMenuOpen(true, { type: 'scrolled' })).toBe(false);
    expect(mobileMenuOpen(true, { type: 'escapePressed' })).toBe(false);
    expect(mobileMenuOpen(true, { type: 'entryChosen' })).toBe(false);
  });

  it('closes when the window reaches 992 px, and only then', () => {
    expect(DESKTOP_MENU_MIN_WIDTH).toBe(992);
    expect(isDesktopWidth(991)).toBe(false);
    expect(isDesktopWidth(992)).toBe(true);
    expect(mobileMenuOpen(true, { type: 'resized', width: 991 })).toBe(true);
    expect(mobileMenuOpen(true, { type: 'resized', width: 992 })).toBe(false);
    expect(mobileMenuOpen(true, { type: 'resized', width: 1440 })).toBe(false);
    expect(mobileMenuOpen(false, { type: 'resized', width: 500 })).toBe(false);
  });

  it('tells a click outside the menu and its button from one inside, by the path of the click', () => {
    const menu = document.createElement('nav');
    const entry = document.createElement('button');
    const button = document.createElement('button');
    const elsewhere = document.createElement('p');
    const icon = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    expect(isOutside([entry, menu, document.body, document], [menu, button])).toBe(false);
    expect(isOutside([button, document.body, document], [menu, button])).toBe(false);
    // the icon the click landed on was swapped out since: the path still says "inside"
    expect(isOutside([icon, button, document.body, document], [menu, button])).toBe(false);
    expect(isOutside([elsewhere, document.body, document], [menu, button])).toBe(true);
    expect(isOutside([elsewhere, document.body, document], [null, null])).toBe(true);
    expect(isOutside([], [menu, button])).toBe(true);
  });
});

describe('useMobileMenu', () => {
  function setup() {
    const menu = document.createElement('nav');
    const entry = document.createElement('button');
    menu.append(entry);
    const button = document.createElement('button');
    const elsewhere = document.createElement('p');
    document.body.append(menu, button, elsewhere);
    const hook = renderHook(() => useMobileMenu());
    hook.result.current.menu.current = menu;
    hook.result.current.button.current = button;
    const open = () => act(() => hook.result.current.toggle());
    return { hook, entry, button, elsewhere, open };
  }

  function setWidth(width: number) {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    fireEvent(window, new Event('resize'));
  }

  afterEach(() => {
    document.body.innerHTML = '';
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 });
  });

  it('stays open on a click inside and closes on a click outside', () => {
    const { hook, entry, elsewhere, open } = setup();
    open();
    fireEvent.click(entry);
    expect(hook.result.current.open).toBe(true);
    fireEvent.click(elsewhere);
    expect(hook.result.current.open).toBe(false);
  });

  it("stays open when its button's icon, clicked, is gone by the time the click is seen", () => {
    const { hook, button, open } = setup();
    const icon = document.createElement('span');
    button.append(icon);
    open();
    icon.addEventListener('click', () => icon.remove());
    fireEvent.click(icon);
    expect(hook.result.current.open).toBe(true);
  });

  it('closes on a scroll of the page', () => {
    const { hook, open } = setup();
    open();
    fireEvent.scroll(window);
    expect(hook.result.current.open).toBe(false);
  });

  it('closes when the window grows to 992 px, not before', () => {
    const { hook, open } = setup();
    setWidth(600);
    open();
    setWidth(991);
    expect(hook.result.current.open).toBe(true);
    setWidth(992);
    expect(hook.result.current.open).toBe(false);
  });

  it('closes on Escape and gives the focus back to its button', () => {
    const { hook, button, open } = setup();
    open();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(hook.result.current.open).toBe(false);
    expect(button).toHaveFocus();
  });

  it('does not listen while closed', () => {
    const { hook, elsewhere } = setup();
    fireEvent.click(elsewhere);
    fireEvent.scroll(window);
    expect(hook.result.current.open).toBe(false);
    act(() => hook.result.current.toggle());
    expect(hook.result.current.open).toBe(true);
  });
});
