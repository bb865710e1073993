import { nextHeaderState } from '../header-logic';
import type { HeaderState } from '../header-logic';

const HEIGHT = 64;

/** Scrolls through `positions` from the top and returns the states seen. */
function scrollThrough(positions: number[]): HeaderState[] {
  let scroll = { state: 'unfixed' as HeaderState, lastY: 0 };
  return positions.map((y) => {
    const state = nextHeaderState(scroll, y, HEIGHT);
    scroll = { state, lastY: y };
    return state;
  });
}

describe('sticky header', () => {
  it('stays unfixed at the top and while scrolling down within its own height', () => {
    expect(scrollThrough([0, 20, 64])).toEqual(['unfixed', 'unfixed', 'unfixed']);
  });

  it('unpins as soon as it scrolls down past its height (down tolerance 0)', () => {
    expect(scrollThrough([30, 65])).toEqual(['unfixed', 'unpinned']);
    expect(scrollThrough([200, 201])).toEqual(['unpinned', 'unpinned']);
  });

  it('pins when scrolling up by more than 5 px, not by 5 px or less', () => {
    expect(scrollThrough([300, 295])).toEqual(['unpinned', 'unpinned']);
    expect(scrollThrough([300, 294])).toEqual(['unpinned', 'pinned']);
  });

  it('pins near the top even for a small scroll up, and unfixes at the top', () => {
    expect(scrollThrough([300, 62, 60])).toEqual(['unpinned', 'pinned', 'pinned']);
    expect(scrollThrough([100, 63])).toEqual(['unpinned', 'pinned']);
    expect(scrollThrough([300, 298, 60, 0])).toEqual(['unpinned', 'unpinned', 'pinned', 'unfixed']);
  });

  it('unpins again when scrolling down after being pinned', () => {
    expect(scrollThrough([400, 300, 301])).toEqual(['unpinned', 'pinned', 'unpinned']);
  });
});
