import { useCallback, useEffect, useRef } from 'react';
import { animateScroll, scrollTarget } from '../utils/smooth-scroll';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;
}

/**
 * Answers a function that scrolls the window to a section by id (smooth-scroll.ts: 150 px below
 * the top, 650 ms, ease in-out), or jumps there when the user asked for reduced motion. Focus
 * follows to the section, so a keyboard user goes on reading from there.
 */
export function useScrollToSection(): (id: string) => void {
  const stop = useRef<(() => void) | null>(null);

  useEffect(
    () => () => {
      stop.current?.();
    },
    [],
  );

  return useCallback((id: string) => {
    const section = document.getElementById(id);
    if (!section) return;
    stop.current?.();
    stop.current = null;
    const from = window.scrollY;
    const to = scrollTarget({
      elementTop: section.getBoundingClientRect().top,
      scrollY: from,
      maxScrollY: document.documentElement.scrollHeight - window.innerHeight,
    });
    section.focus({ preventScroll: true });
    if (prefersReducedMotion() || from === to) {
      window.scrollTo(0, to);
      return;
    }
    stop.current = animateScroll(from, to, {
      requestFrame: (callback) => window.requestAnimationFrame(callback),
      cancelFrame: (handle) => window.cancelAnimationFrame(handle),
      scrollTo: (y) => window.scrollTo(0, y),
    });
  }, []);
}
