import type { FirebaseSettings } from './firebase-settings';

/**
 * Whether push messaging can work in this page, known without loading Firebase: the part of push
 * messaging that every page load runs (it is in the login page's first load), so it imports nothing
 * but types.
 */
export const PUSH_UNAVAILABLE = 'push messaging unavailable';

export type PushLogger = Pick<Console, 'info' | 'warn'>;

export function logPushUnavailable(reason: string, logger: PushLogger = console): void {
  logger.warn(`${PUSH_UNAVAILABLE}: ${reason}`);
}

/**
 * Why push messaging cannot work here, known without loading anything: not a browser, no Firebase
 * config in the build, no service workers, Push API or notifications, or notifications blocked.
 * Null when it may work.
 */
export function pushUnavailableReason(settings: FirebaseSettings | null): string | null {
  if (typeof window === 'undefined' || typeof navigator === 'undefined') return 'server platform';
  if (!settings) return 'no Firebase configuration';
  if ('isSecureContext' in window && !window.isSecureContext)
    return 'the page is not served over HTTPS';
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return 'this browser does not support it';
  if (Notification.permission === 'denied') return 'notifications are blocked for this site';
  return null;
}
