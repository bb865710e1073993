// The menu's scroll to a section (SPEC 2): the section ends 150 px below the top of the window,
// in 650 ms, easing in and out (quadratic). The rules are pure; `animateScroll` drives them with
// whatever frame clock it is given (requestAnimationFrame in the browser).

/** Added to the section's position: negative, so the section stops below the fixed top bar. */
export const SCROLL_OFFSET_PX = -150;
export const SCROLL_DURATION_MS = 650;

/** Quadratic ease-in-out on [0, 1]: slow start, fast middle, slow end. */
export function easeInOutQuad(progress: number): number {
  const t = Math.min(Math.max(progress, 0), 1);
  return t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
}

export interface ScrollTargetInput {
  /** The section's top relative to the viewport (getBoundingClientRect().top). */
  elementTop: number;
  /** The window's current scroll position. */
  scrollY: number;
  /** How far the page can scroll (scrollHeight - innerHeight). */
  maxScrollY: number;
  offset?: number;
}

/** The scroll position that puts the section at the offset, within what the page can scroll. */
export function scrollTarget({
  elementTop,
  scrollY,
  maxScrollY,
  offset = SCROLL_OFFSET_PX,
}: ScrollTargetInput): number {
  const wanted = Math.round(elementTop + scrollY + offset);
  return Math.min(Math.max(wanted, 0), Math.max(maxScrollY, 0));
}

/** Where the page is `elapsed` ms into a scroll from `from` to `to`. */
export function scrollPositionAt(
  from: number,
  to: number,
  elapsed: number,
  duration = SCROLL_DURATION_MS,
): number {
  if (duration <= 0 || elapsed >= duration) return to;
  return from + (to - from) * easeInOutQuad(elapsed / duration);
}

/** What an animation needs from its surroundings (the window, or a fake clock in tests). */
export interface FrameClock {
  requestFrame(callback: (time: number) => void): number;
  cancelFrame(handle: number): void;
  scrollTo(y: number): void;
}

/**
 * Scrolls from `from` to `to` frame by frame and answers a function that stops it (a new menu
 * click, or the page going away, must not fight with a scroll still running).
 */
export function animateScroll(
  from: number,
  to: number,
  clock: FrameClock,
  duration = SCROLL_DURATION_MS,
): () => void {
  let start: number | null = null;
  let handle = 0;
  let stopped = false;
  const step = (time: number) => {
    if (stopped) return;
    start ??= time;
    const elapsed = time - start;
    clock.scrollTo(scrollPositionAt(from, to, elapsed, duration));
    if (elapsed < duration) handle = clock.requestFrame(step);
  };
  handle = clock.requestFrame(step);
  return () => {
    stopped = true;
    clock.cancelFrame(handle);
  };
}
