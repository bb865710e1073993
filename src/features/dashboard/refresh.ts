/** How often the dashboard reads its figures again while the page is in view. */
export const DASHBOARD_REFRESH_MS = 30_000;

/** How many of the latest orders the dashboard lists. */
export const LATEST_ORDERS = 10;

/** The period of the charts, in days (today included). */
export const CHART_DAYS = 30;

/**
 * Query options shared by the dashboard's three calls. Several operators work at once, so the
 * figures are polled every 30 s, but only while the page is visible (a hidden tab skips the
 * polls), read again as soon as the tab comes back, and read again on every visit (the cached
 * figures show meanwhile). Any order change made here invalidates them at once (the `OrderStats`
 * tag of `@/api/orders`).
 */
export const DASHBOARD_QUERY_OPTIONS = {
  pollingInterval: DASHBOARD_REFRESH_MS,
  skipPollingIfUnfocused: true,
  refetchOnFocus: true,
  refetchOnMountOrArgChange: true,
} as const;
