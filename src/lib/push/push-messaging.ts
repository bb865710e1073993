/**
 * Firebase push messaging (SPEC 7 "Other"): when the build has a Firebase config and the browser
 * supports messaging, register the device and log its id (saving it on the server is not part of the
 * product yet). Otherwise log "push messaging unavailable" and carry on. Firebase is loaded with a
 * dynamic import, so it never weighs on the first load.
 */
export interface FirebaseSettings {
  apiKey: string;
  authDomain: string;
  projectId: string;
  storageBucket: string;
  messagingSenderId: string;
  appId: string;
  vapidKey: string;
}

export type PushResult =
  { status: 'token'; token: string } | { status: 'unavailable'; reason: string };

type Logger = Pick<Console, 'info' | 'warn'>;

export function firebaseSettingsFromEnv(): FirebaseSettings | null {
  const settings: FirebaseSettings = {
    apiKey: process.env.FIREBASE_API_KEY ?? '',
    authDomain: process.env.FIREBASE_AUTH_DOMAIN ?? '',
    projectId: process.env.FIREBASE_PROJECT_ID ?? '',
    storageBucket: process.env.FIREBASE_STORAGE_BUCKET ?? '',
    messagingSenderId: process.env.FIREBASE_MESSAGING_SENDER_ID ?? '',
    appId: process.env.FIREBASE_APP_ID ?? '',
    vapidKey: process.env.FIREBASE_VAPID_KEY ?? '',
  };
  const required: (keyof FirebaseSettings)[] = [
    'apiKey',
    'projectId',
    'messagingSenderId',
    'appId',
  ];
  return required.every((key) => settings[key] !== '') ? settings : null;
}

export async function startPushMessaging(
  settings: FirebaseSettings | null,
  logger: Logger = console,
): Promise<PushResult> {
  const unavailable = (reason: string): PushResult => {
    logger.warn(`push messaging unavailable: ${reason}`);
    return { status: 'unavailable', reason };
  };
  if (typeof window === 'undefined') return unavailable('server platform');
  if (!settings) return unavailable('no Firebase configuration');
  try {
    const messaging = await import(
      /* webpackChunkName: "firebase-messaging" */ 'firebase/messaging'
    );
    if (!(await messaging.isSupported())) return unavailable('this browser does not support it');
    const { initializeApp } = await import(/* webpackChunkName: "firebase-app" */ 'firebase/app');
    const app = initializeApp({
      apiKey: settings.apiKey,
      authDomain: settings.authDomain,
      projectId: settings.projectId,
      storageBucket: settings.storageBucket,
      messagingSenderId: settings.messagingSenderId,
      appId: settings.appId,
    });
    const instance = messaging.getMessaging(app);
    // Firebase 12: register() then the installation-based id arrives through onRegistered
    const token = await new Promise<string>((resolve, reject) => {
      const stop = messaging.onRegistered(instance, (id) => {
        stop();
        resolve(id);
      });
      messaging
        .register(instance, { vapidKey: settings.vapidKey || undefined })
        .catch((error: unknown) => {
          stop();
          reject(error instanceof Error ? error : new Error(String(error)));
        });
    });
    logger.info('push messaging device token', token);
    return { status: 'token', token };
  } catch (error) {
    return unavailable(error instanceof Error ? error.message : String(error));
  }
}
