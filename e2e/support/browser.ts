import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const artifactsDir = resolve(__dirname, '../artifacts');

const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export interface BrowserSession {
  readonly browser: Browser;
  readonly context: BrowserContext;
  readonly page: Page;
  /** Console errors and failed page loads seen so far. */
  readonly problems: string[];
  screenshot(name: string): Promise<string>;
  close(): Promise<void>;
}

/** Debian's Chromium through playwright-core, with a fresh profile and a desktop viewport. */
export async function openBrowser(
  options: { width?: number; height?: number } = {},
): Promise<BrowserSession> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // playwright gives every launch a fresh temporary profile of its own
    args: chromiumFlags,
  });
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1366, height: options.height ?? 768 },
    locale: 'es-ES',
    acceptDownloads: true,
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  mkdirSync(artifactsDir, { recursive: true });
  return {
    browser,
    context,
    page,
    problems,
    async screenshot(name) {
      const file = join(artifactsDir, `${name}.png`);
      await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
      return file;
    },
    async close() {
      await browser.close();
    },
  };
}
