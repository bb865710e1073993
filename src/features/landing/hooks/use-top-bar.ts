import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { INITIAL_TOP_BAR, nextTopBar } from '../utils/top-bar';

/** Follows the window's scroll: true while the top bar should be out of sight (top-bar.ts). */
export function useTopBarHidden(bar: RefObject<HTMLElement | null>): boolean {
  const [hidden, setHidden] = useState(false);
  const scroll = useRef(INITIAL_TOP_BAR);

  useEffect(() => {
    const onScroll = () => {
      scroll.current = nextTopBar(scroll.current, window.scrollY, bar.current?.offsetHeight ?? 64);
      setHidden(scroll.current.hidden);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [bar]);

  return hidden;
}
