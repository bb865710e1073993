import { useEffect } from 'react';

/** After load, the body shows (1000 ms) and then gets its default transitions (1500 ms) (SPEC 2). */
export const BODY_SHOW_DELAY_MS = 1000;
export const BODY_TRANSITION_DELAY_MS = 1500;

export function useBodyLoadClasses(): void {
  useEffect(() => {
    const { classList } = document.body;
    const show = window.setTimeout(() => classList.add('show'), BODY_SHOW_DELAY_MS);
    const transition = window.setTimeout(
      () => classList.add('default-transition'),
      BODY_TRANSITION_DELAY_MS,
    );
    return () => {
      window.clearTimeout(show);
      window.clearTimeout(transition);
    };
  }, []);
}
