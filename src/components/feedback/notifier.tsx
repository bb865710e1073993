import { Suspense, lazy, useEffect, useSyncExternalStore } from 'react';
import type { NotifyOptions, ToastType, ToastVariant } from './toast-types';

export type { NotifyOptions, ToastAction, ToastType } from './toast-types';
/** What `notify` accepts: a product toast type, or one of notistack's variant names. */
export type NotifyVariant = ToastType | ToastVariant;

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
  Promise.all([
    import(/* webpackChunkName: "notistack" */ 'notistack'),
    import(/* webpackChunkName: "notistack" */ './toast-content'),
  ]).then(([{ SnackbarProvider }, { ToastContent, TOAST_DURATION_MS, TOAST_STACK_MAX }]) => {
    const components = {
      default: ToastContent,
      success: ToastContent,
      error: ToastContent,
      warning: ToastContent,
      info: ToastContent,
    };
    function NotistackHost() {
      useEffect(() => markReady(), []);
      return (
        <SnackbarProvider
          maxSnack={TOAST_STACK_MAX}
          autoHideDuration={TOAST_DURATION_MS}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          Components={components}
        />
      );
    }
    return { default: NotistackHost };
  }),
);

/**
 * Mount once, near the root: notistack's SnackbarProvider (bottom right, 8 stacked, 3000 ms with a
 * progress bar, paused on hover, closed on click). Mounted on the first toast only.
 */
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

/**
 * Shows a toast (already translated text). Types: success, error, alert, info, warn, bare (SPEC 9);
 * notistack's own variant names are accepted too.
 */
export function notify(
  message: string,
  type: NotifyVariant = 'bare',
  options?: NotifyOptions,
): void {
  request();
  // notistack and the type mapping load with the first toast
  void ready
    .then(() =>
      Promise.all([
        import(/* webpackChunkName: "notistack" */ 'notistack'),
        import(/* webpackChunkName: "notistack" */ './toast-content'),
      ]),
    )
    .then(([{ enqueueSnackbar }, { toastOptions }]) =>
      enqueueSnackbar(message, toastOptions(type, options)),
    );
}
