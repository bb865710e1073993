import type { MessagePayload, Messaging } from 'firebase/messaging';
import { firebaseAppOptions, type FirebaseSettings } from './firebase-settings';
import { logPushUnavailable, pushUnavailableReason, type PushLogger } from './push-availability';

/**
 * Firebase Cloud Messaging in the page (CONTRACT "push messaging"): with the build's Firebase config
 * (FIREBASE_*) and a browser that can, ask for the notification permission, register the browser
 * and hand its push id to the caller, which saves it on the server. Otherwise log "push messaging
 * unavailable" with the reason and carry on. Firebase is loaded by dynamic imports, only then: it
 * never weighs on the first load, and a build without the config never fetches it.
 *
 * The page has one Firebase messaging instance, and Firebase keeps one handler of each kind on it:
 * the handlers installed here pass the events to the latest caller of `startPushMessaging`.
 */
export { firebaseSettingsFromEnv, type FirebaseSettings } from './firebase-settings';
export {
  PUSH_UNAVAILABLE,
  logPushUnavailable,
  pushUnavailableReason,
  type PushLogger,
} from './push-availability';

/** A push message that arrived while the page is open (the service worker shows the others). */
export interface ForegroundMessage {
  title: string | undefined;
  body: string | undefined;
  data: Record<string, string>;
}

export interface PushHandlers {
  /** The browser's push id (its Firebase installation id): at registration and when it changes. */
  onRegistered: (token: string) => void;
  /** Firebase dropped the push id: the server should forget it. */
  onUnregistered?: (token: string) => void;
  onMessage?: (message: ForegroundMessage) => void;
}

export type PushResult =
  | { status: 'registered'; token: string; stop: () => void }
  | { status: 'unavailable'; reason: string };

interface Connection {
  messaging: typeof import('firebase/messaging');
  instance: Messaging;
}

let connecting: Promise<Connection | { unsupported: string }> | null = null;
let subscriber: PushHandlers | null = null;
let registeredToken: string | null = null;

const foregroundOf = (payload: MessagePayload): ForegroundMessage => ({
  title: payload.notification?.title,
  body: payload.notification?.body,
  data: payload.data ?? {},
});

/** Loads Firebase and installs the page's handlers, once; a failed load is tried again later. */
function connect(settings: FirebaseSettings): Promise<Connection | { unsupported: string }> {
  connecting ??= (async () => {
    const messaging = await import(
      /* webpackChunkName: "firebase-messaging" */ 'firebase/messaging'
    );
    if (!(await messaging.isSupported()))
      return { unsupported: 'this browser does not support it' };
    const { initializeApp } = await import(/* webpackChunkName: "firebase-app" */ 'firebase/app');
    const instance = messaging.getMessaging(initializeApp(firebaseAppOptions(settings)));
    messaging.onRegistered(instance, (token) => {
      registeredToken = token;
      subscriber?.onRegistered(token);
    });
    messaging.onUnregistered(instance, (token) => {
      if (registeredToken === token) registeredToken = null;
      subscriber?.onUnregistered?.(token);
    });
    messaging.onMessage(instance, (payload) => subscriber?.onMessage?.(foregroundOf(payload)));
    return { messaging, instance };
  })().catch((error: unknown) => {
    connecting = null;
    throw error;
  });
  return connecting;
}

const reasonOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/**
 * Registers this browser for push messages and passes its events to `handlers` until `stop()`.
 * Asks for the notification permission when the user has not answered yet. Never throws: when
 * push messaging cannot work, logs "push messaging unavailable: <reason>" and says why.
 */
export async function startPushMessaging(
  settings: FirebaseSettings | null,
  handlers: PushHandlers,
  logger: PushLogger = console,
): Promise<PushResult> {
  const unavailable = (reason: string): PushResult => {
    logPushUnavailable(reason, logger);
    return { status: 'unavailable', reason };
  };
  const known = pushUnavailableReason(settings);
  if (known !== null || settings === null) return unavailable(known ?? 'no Firebase configuration');
  try {
    const connection = await connect(settings);
    if ('unsupported' in connection) return unavailable(connection.unsupported);
    const permission =
      Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
    if (permission !== 'granted') return unavailable('notifications were not allowed');
    subscriber = handlers;
    const stop = () => {
      if (subscriber === handlers) subscriber = null;
    };
    try {
      // the push id reaches the handlers through onRegistered before register() resolves
      await connection.messaging.register(connection.instance, {
        vapidKey: settings.vapidKey || undefined,
      });
    } catch (error) {
      stop();
      throw error;
    }
    if (registeredToken === null) {
      stop();
      return unavailable('Firebase gave no push id');
    }
    logger.info('push messaging registered');
    return { status: 'registered', token: registeredToken, stop };
  } catch (error) {
    return unavailable(reasonOf(error));
  }
}
