/** How often the dashboard reads its figures again while the page is visible. */
export const DASHBOARD_REFRESH_MS = 30_000;

/** How many of the latest orders the dashboard lists. */
export const LATEST_ORDERS = 10;

/** The period of the charts, in days (today included). */
export const CHART_DAYS = 30;
