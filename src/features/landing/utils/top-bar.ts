// The landing's top bar hides while the page scrolls down and comes back as soon as it scrolls up
// (by more than a small tolerance, so that the jitter of a trackpad does not make it flicker), and
// it always shows while the page is near the top.

/** Upward movement (px) that brings the bar back. */
export const TOP_BAR_UP_TOLERANCE_PX = 5;
/** Duration of the slide in and out. */
export const TOP_BAR_ANIMATION_MS = 200;

export interface TopBarScroll {
  hidden: boolean;
  /**
   * Where the last change of direction was measured from. While the bar is hidden and the page
   * creeps upwards by less than the tolerance per event, this stays put, so small steps add up.
   */
  anchorY: number;
}

export const INITIAL_TOP_BAR: TopBarScroll = { hidden: false, anchorY: 0 };

/** The bar after the page scrolled to `y`; `barHeight` is the bar's own height. */
export function nextTopBar(previous: TopBarScroll, y: number, barHeight: number): TopBarScroll {
  if (y <= barHeight) return { hidden: false, anchorY: y };
  if (y > previous.anchorY) return { hidden: true, anchorY: y };
  if (!previous.hidden || previous.anchorY - y > TOP_BAR_UP_TOLERANCE_PX)
    return { hidden: false, anchorY: y };
  return previous;
}
