import { Suspense, lazy, useEffect, useSyncExternalStore } from 'react';

export type NotifyVariant = 'default' | 'success' | 'error' | 'warning' | 'info';

// notistack is loaded on the first toast, so that it does not weigh on the login page's first load.
// `notify` mounts the provider, then waits for it (notistack's global enqueueSnackbar needs it).
let requested = false;
const subscribers = new Set<() => void>();
function subscribe(callback: () => void) {
  subscribers.add(callback);
  return () => subscribers.delete(callback);
}
function request() {
  if (requested) return;
  requested = true;
  subscribers.forEach((callback) => callback());
}

let markReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

const LazySnackbarProvider = lazy(() =>
  import(/* webpackChunkName: "notistack" */ 'notistack').then(({ SnackbarProvider }) => {
    function NotistackHost() {
      useEffect(() => markReady(), []);
      return (
        <SnackbarProvider
          maxSnack={8}
          autoHideDuration={3000}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        />
      );
    }
    return { default: NotistackHost };
  }),
);

/** Mount once, near the root: notistack's SnackbarProvider (bottom-right, 8 stacked, 3000 ms). */
export function SnackbarHost() {
  const mounted = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <LazySnackbarProvider />
    </Suspense>
  );
}

/** Shows a toast (already translated text). */
export function notify(message: string, variant: NotifyVariant = 'default'): void {
  request();
  void ready
    .then(() => import(/* webpackChunkName: "notistack" */ 'notistack'))
    .then(({ enqueueSnackbar }) => enqueueSnackbar(message, { variant }));
}
