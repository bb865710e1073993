import { useCallback, useEffect, useReducer, useRef } from 'react';
import { isOutside, mobileMenuOpen } from '../utils/mobile-menu';

/**
 * The mobile menu's open state and the refs of its two parts (the menu and its button). The
 * closing rules of mobile-menu.ts listen to the window only while the menu is open.
 */
export function useMobileMenu() {
  const [open, dispatch] = useReducer(mobileMenuOpen, false);
  const menu = useRef<HTMLElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onClick = (event: MouseEvent) =>
      dispatch({
        type: 'clicked',
        outside: isOutside(Array.from(event.composedPath()), [menu.current, button.current]),
      });
    const onScroll = () => dispatch({ type: 'scrolled' });
    const onResize = () => dispatch({ type: 'resized', width: window.innerWidth });
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      dispatch({ type: 'escapePressed' });
      // the menu vanishes under the keyboard's focus: give it back to the button that opened it
      button.current?.focus();
    };
    document.addEventListener('click', onClick);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onResize);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onResize);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const toggle = useCallback(() => dispatch({ type: 'toggled' }), []);
  const entryChosen = useCallback(() => dispatch({ type: 'entryChosen' }), []);
  return { open, toggle, entryChosen, menu, button };
}
