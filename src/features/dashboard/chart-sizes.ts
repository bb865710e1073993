/** The orders-per-day chart's height (and its placeholder's, while the chart's code loads). */
export const PER_DAY_CHART_HEIGHT = 280;

/** The room of one bar of the orders-share chart. */
export const SHARE_BAR_HEIGHT = 44;
