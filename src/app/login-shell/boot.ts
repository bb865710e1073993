// The boot script: the page's one script (deferred, so it runs once the page and the login shell's
// template are parsed; a file of its own, as the CSP allows no inline script). It stamps the shell
// (see stamp.ts), then runs the app's scripts, which the head preloads (`data-app-scripts`, written by
// webpack.config.js): once the page is idle after the shell's first paint, so that the shell shows
// before their evaluation holds the main thread (60 to 90 ms on 2 cores), or at once without a shell.
import { LOGIN_SHELL } from '@/lib/login-shell/markers';
import { showLoadFailure } from './load-failure';
import { stampLoginShell } from './stamp';

function runAppScripts(sources: string[]): void {
  for (const source of sources) {
    const script = document.createElement('script');
    script.src = source;
    // in order, as the page listed them (webpack's runtime would wait for its chunks anyway)
    script.async = false;
    // a script that cannot be loaded leaves the app unstarted: the page says so
    script.addEventListener('error', showLoadFailure, { once: true });
    document.head.append(script);
  }
}

const sources = (document.currentScript?.getAttribute('data-app-scripts') ?? '')
  .split(' ')
  .filter(Boolean);

/** The shell, if it shows; the app starts whatever happens to it. */
function shellShown(): boolean {
  try {
    return stampLoginShell() !== null;
  } catch {
    document.getElementById(LOGIN_SHELL.shellId)?.remove();
    return false;
  }
}

if (shellShown()) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    runAppScripts(sources);
  };
  // once the page is idle after its first paint (a hidden tab paints no frame: at most 250 ms);
  // Safari has no requestIdleCallback: there, right after the paint
  const whenIdle = (run: () => void) => {
    if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 250 });
    else setTimeout(run, 0);
  };
  requestAnimationFrame(() => whenIdle(start));
  setTimeout(start, 250);
} else {
  runAppScripts(sources);
}
