import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { nextHeaderState } from '../header-logic';
import type { HeaderState } from '../header-logic';

/** Follows the window's scroll and returns the header's state (see header-logic.ts). */
export function useStickyHeader(header: RefObject<HTMLElement | null>): HeaderState {
  const [state, setState] = useState<HeaderState>('unfixed');
  const scroll = useRef<{ state: HeaderState; lastY: number }>({ state: 'unfixed', lastY: 0 });

  useEffect(() => {
    const onScroll = () => {
      const y = window.scrollY;
      const height = header.current?.offsetHeight ?? 64;
      const next = nextHeaderState(scroll.current, y, height);
      scroll.current = { state: next, lastY: y };
      setState(next);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [header]);

  return state;
}
