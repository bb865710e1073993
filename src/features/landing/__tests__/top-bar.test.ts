import { INITIAL_TOP_BAR, TOP_BAR_UP_TOLERANCE_PX, nextTopBar } from '../utils/top-bar';
import type { TopBarScroll } from '../utils/top-bar';

const BAR = 64;

/** Feeds scroll positions one after the other and answers whether the bar is hidden after each. */
function hiddenAlong(positions: readonly number[], start: TopBarScroll = INITIAL_TOP_BAR) {
  let state = start;
  return positions.map((y) => {
    state = nextTopBar(state, y, BAR);
    return state.hidden;
  });
}

describe('the landing top bar', () => {
  it('hides as soon as the page scrolls down past the bar', () => {
    expect(hiddenAlong([10, 40, 80, 200, 600])).toEqual([false, false, true, true, true]);
  });

  it('stays while the page is within the bar height of the top, whatever the direction', () => {
    expect(hiddenAlong([30, BAR, 20, 0])).toEqual([false, false, false, false]);
    expect(hiddenAlong([500, 60])).toEqual([true, false]);
  });

  it('comes back when the page scrolls up by more than the tolerance', () => {
    expect(hiddenAlong([300, 600, 600 - TOP_BAR_UP_TOLERANCE_PX - 1])).toEqual([true, true, false]);
  });

  it('ignores upward jitter up to the tolerance, but small steps up add up', () => {
    expect(hiddenAlong([300, 600, 597, 595])).toEqual([true, true, true, true]);
    expect(hiddenAlong([300, 600, 598, 596, 594])).toEqual([true, true, true, true, false]);
  });

  it('hides again when the page turns down after coming back', () => {
    expect(hiddenAlong([300, 600, 400, 401])).toEqual([true, true, false, true]);
  });
});
