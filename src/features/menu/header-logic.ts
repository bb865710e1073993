// The sticky header (SPEC 4, 9): unfixed at the top; unpinned when scrolling down past its own
// height (down tolerance 0); pinned when scrolling up by more than 5 px or near the top.

export type HeaderState = 'unfixed' | 'pinned' | 'unpinned';

export const HEADER_TOLERANCE = { up: 5, down: 0 } as const;
/** Each change of the header animates in this time. */
export const HEADER_ANIMATION_MS = 200;

export interface HeaderScroll {
  state: HeaderState;
  /** The scroll position seen last time. */
  lastY: number;
}

/** The header's next state after the page scrolled from `lastY` to `y`. */
export function nextHeaderState(
  { state, lastY }: HeaderScroll,
  y: number,
  headerHeight: number,
): HeaderState {
  const direction = y >= lastY ? 'down' : 'up';
  const distance = Math.abs(y - lastY);
  if (y <= 0) return 'unfixed';
  if (direction === 'down') {
    if (y > headerHeight && distance > HEADER_TOLERANCE.down && state !== 'unpinned')
      return 'unpinned';
    return state;
  }
  if (state === 'unpinned' && (distance > HEADER_TOLERANCE.up || y <= headerHeight))
    return 'pinned';
  return state;
}
