import {
  createElement,
  lazy,
  useCallback,
  useEffect,
  useEffectEvent,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { matchRoutes, useLocation, type RouteObject } from 'react-router-dom';
import type { PreloadPath } from '@/lib/routing/preload-path';
import { useAppStore } from '@/store/hooks';
import type { AppStore } from '@/store/store';

/**
 * What a route may start before it renders (its `handle`): its chunks, its namespaces and, for a
 * signed-in user allowed there, its first data. Without it a deep screen loads as a waterfall: the
 * layout's chunk, then the menu's texts, then the screen's chunk, then its texts, then its data,
 * each found only once the one before has rendered.
 */
export interface RouteHandle {
  /**
   * Starts the route's loads. What it returns, if anything, is what the route needs before it can
   * render without suspending (its chunk and texts, never its data): at boot the first render waits
   * for it (`preloadOpeningRoute`), so the screen shows at once instead of behind a loader.
   */
  preload?: (context: PreloadContext) => Promise<unknown> | undefined;
}

export interface PreloadContext {
  /** The URL's query string (the screen's filters, a board's day). */
  search: URLSearchParams;
  store: AppStore;
}

/**
 * A lazy component whose chunk can be asked for before it renders (the same request). Once its
 * chunk is in, it renders at once: a `lazy` component suspends on its first render even when its
 * chunk has arrived, and the loader React then shows is held for 300 ms at least (React 19
 * throttles the reveal of a suspended boundary), which on the login page was most of the wait.
 */
export interface PreloadableComponent<P extends object> {
  Component: ComponentType<P>;
  preload: () => Promise<ComponentType<P>>;
}

export function preloadable<P extends object>(
  load: () => Promise<ComponentType<P>>,
): PreloadableComponent<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const preload = () => {
    // a failed load (the network blinked) is asked again next time, not kept
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy: LazyExoticComponent<ComponentType<P>> = lazy(() =>
    preload().then((component) => ({ default: component })),
  );
  function Preloadable(props: P) {
    // chosen once per mount: switching from the lazy wrapper to the component itself later would
    // be another element type, and React would mount the screen again (its state lost)
    const [type] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(type, props);
  }
  return { Component: Preloadable, preload };
}

/**
 * Runs the preloads of every route of the branch `pathname` matches, outermost first. Settles when
 * what they return has (loaded or failed: a failed chunk is the error boundary's, at render).
 */
export function preloadRoutes(
  routes: RouteObject[],
  pathname: string,
  context: PreloadContext,
): Promise<unknown> {
  const needed: Promise<unknown>[] = [];
  for (const match of matchRoutes(routes, pathname) ?? []) {
    const handle = match.route.handle as RouteHandle | undefined;
    const started = handle?.preload?.(context);
    if (started) needed.push(started);
  }
  return Promise.allSettled(needed);
}

/** On each new path, the branch's preloads start at once, in parallel. */
export function usePreloadRoutes(routes: RouteObject[]) {
  const { pathname, search } = useLocation();
  const store = useAppStore();
  // the query string alone changing (a filter, a page) is the same screen: nothing to start then
  const preload = useEffectEvent((path: string) => {
    void preloadRoutes(routes, path, { search: new URLSearchParams(search), store });
  });
  useEffect(() => {
    preload(pathname);
  }, [pathname]);
}

/** What a link pointed at or focused starts: the preloads of the path it leads to, query and all. */
export function usePreloadPath(routes: RouteObject[]): PreloadPath {
  const store = useAppStore();
  return useCallback(
    (path: string) => {
      const url = new URL(path, 'http://app.invalid');
      void preloadRoutes(routes, url.pathname, { search: url.searchParams, store });
    },
    [routes, store],
  );
}
