import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

/** Today in Mexico City (the business day), YYYY-MM-DD. */
export function todayInMexico(): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Mexico_City',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}

/** A call to the API at `baseUrl` with the page's token, as the SPA makes it; fails on a refusal. */
export async function apiAsPage<T>(
  baseUrl: string,
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token ?? ''}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  assert.ok(response.ok, `${method} ${path}: ${String(response.status)} ${text}`);
  return JSON.parse(text) as T;
}
