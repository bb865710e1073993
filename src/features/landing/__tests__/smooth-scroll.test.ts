import {
  SCROLL_DURATION_MS,
  SCROLL_OFFSET_PX,
  animateScroll,
  easeInOutQuad,
  scrollPositionAt,
  scrollTarget,
} from '../utils/smooth-scroll';
import type { FrameClock } from '../utils/smooth-scroll';

describe('the ease in-out quad curve', () => {
  it('starts and ends still and is halfway at half time', () => {
    expect(easeInOutQuad(0)).toBe(0);
    expect(easeInOutQuad(0.25)).toBeCloseTo(0.125);
    expect(easeInOutQuad(0.5)).toBeCloseTo(0.5);
    expect(easeInOutQuad(0.75)).toBeCloseTo(0.875);
    expect(easeInOutQuad(1)).toBe(1);
  });

  it('is symmetric and keeps within 0 and 1 outside the range', () => {
    for (const t of [0.1, 0.2, 0.3, 0.4])
      expect(easeInOutQuad(1 - t)).toBeCloseTo(1 - easeInOutQuad(t));
    expect(easeInOutQuad(-1)).toBe(0);
    expect(easeInOutQuad(2)).toBe(1);
  });
});

describe('where a menu click scrolls to', () => {
  it('puts the section 150 px below the top of the window, in 650 ms', () => {
    expect(SCROLL_OFFSET_PX).toBe(-150);
    expect(SCROLL_DURATION_MS).toBe(650);
    expect(scrollTarget({ elementTop: 900, scrollY: 0, maxScrollY: 5000 })).toBe(750);
    expect(scrollTarget({ elementTop: 300, scrollY: 1200, maxScrollY: 5000 })).toBe(1350);
    expect(scrollTarget({ elementTop: -400, scrollY: 2000, maxScrollY: 5000 })).toBe(1450);
  });

  it('stays within what the page can scroll', () => {
    expect(scrollTarget({ elementTop: 100, scrollY: 0, maxScrollY: 5000 })).toBe(0);
    expect(scrollTarget({ elementTop: 700, scrollY: 4600, maxScrollY: 5000 })).toBe(5000);
    expect(scrollTarget({ elementTop: 700, scrollY: 0, maxScrollY: -20 })).toBe(0);
  });

  it('moves along the curve and lands exactly on the target', () => {
    expect(scrollPositionAt(100, 1100, 0)).toBe(100);
    expect(scrollPositionAt(100, 1100, SCROLL_DURATION_MS / 2)).toBeCloseTo(600);
    expect(scrollPositionAt(100, 1100, SCROLL_DURATION_MS / 4)).toBeCloseTo(225);
    expect(scrollPositionAt(1100, 100, SCROLL_DURATION_MS / 4)).toBeCloseTo(975);
    expect(scrollPositionAt(100, 1100, SCROLL_DURATION_MS)).toBe(1100);
    expect(scrollPositionAt(100, 1100, SCROLL_DURATION_MS * 3)).toBe(1100);
    expect(scrollPositionAt(100, 1100, 10, 0)).toBe(1100);
  });
});

/** A frame clock driven by hand: `frame(time)` runs the pending callback at that time. */
function manualClock() {
  let pending: ((time: number) => void) | null = null;
  const positions: number[] = [];
  const clock: FrameClock = {
    requestFrame: (callback) => {
      pending = callback;
      return 1;
    },
    cancelFrame: () => {
      pending = null;
    },
    scrollTo: (y) => positions.push(y),
  };
  return {
    clock,
    positions,
    pending: () => pending !== null,
    frame(time: number) {
      const callback = pending;
      pending = null;
      callback?.(time);
    },
  };
}

describe('the frame-by-frame scroll', () => {
  it('scrolls on every frame along the curve and stops at the target', () => {
    const fake = manualClock();
    animateScroll(0, 1000, fake.clock);
    for (const time of [5000, 5000 + 162.5, 5000 + 325, 5000 + 487.5, 5000 + 650]) fake.frame(time);
    expect(fake.positions.map(Math.round)).toEqual([0, 125, 500, 875, 1000]);
    expect(fake.pending()).toBe(false);
  });

  it('can be stopped half way (a new click, or the page going away)', () => {
    const fake = manualClock();
    const stop = animateScroll(0, 1000, fake.clock);
    fake.frame(0);
    fake.frame(100);
    stop();
    fake.frame(200);
    expect(fake.positions).toHaveLength(2);
    expect(fake.pending()).toBe(false);
  });
});
