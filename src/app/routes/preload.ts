import {
  lazy,
  useCallback,
  useEffect,
  useEffectEvent,
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
  preload?: (context: PreloadContext) => void;
}

export interface PreloadContext {
  /** The URL's query string (the screen's filters, a board's day). */
  search: URLSearchParams;
  store: AppStore;
}

/** A lazy component whose chunk can be asked for before it renders (the same request). */
export interface PreloadableComponent<P extends object> {
  Component: LazyExoticComponent<ComponentType<P>>;
  preload: () => Promise<ComponentType<P>>;
}

export function preloadable<P extends object>(
  load: () => Promise<ComponentType<P>>,
): PreloadableComponent<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    // a failed load (the network blinked) is asked again next time, not kept
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    Component: lazy(() => preload().then((component) => ({ default: component }))),
    preload,
  };
}

/** Runs the preloads of every route of the branch `pathname` matches, outermost first. */
export function preloadRoutes(routes: RouteObject[], pathname: string, context: PreloadContext) {
  for (const match of matchRoutes(routes, pathname) ?? []) {
    const handle = match.route.handle as RouteHandle | undefined;
    handle?.preload?.(context);
  }
}

/** On each new path, the branch's preloads start at once, in parallel. */
export function usePreloadRoutes(routes: RouteObject[]) {
  const { pathname, search } = useLocation();
  const store = useAppStore();
  // the query string alone changing (a filter, a page) is the same screen: nothing to start then
  const preload = useEffectEvent((path: string) => {
    preloadRoutes(routes, path, { search: new URLSearchParams(search), store });
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
      preloadRoutes(routes, url.pathname, { search: url.searchParams, store });
    },
    [routes, store],
  );
}
