/**
 * The Firebase web config of the build (webpack defines the FIREBASE_* variables): read by the
 * page and by the messaging service worker, which is built from the same variables. This module
 * imports nothing, so neither carries Firebase for it.
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

/** The options of firebase/app's initializeApp. */
export type FirebaseAppOptions = Omit<FirebaseSettings, 'vapidKey'>;

/** The variables without which there is no push messaging. */
const REQUIRED: readonly (keyof FirebaseSettings)[] = [
  'apiKey',
  'projectId',
  'messagingSenderId',
  'appId',
];

/** The build's config; null when it lacks a required variable (push messaging is off). */
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
  return REQUIRED.every((key) => settings[key] !== '') ? settings : null;
}

export function firebaseAppOptions(settings: FirebaseSettings): FirebaseAppOptions {
  const { vapidKey: _vapidKey, ...options } = settings;
  return options;
}
