/**
 * The push service worker, `/firebase-messaging-sw.js` (webpack builds it at the root of the SPA
 * only when the build has a Firebase config). Firebase's worker SDK shows the notifications that
 * arrive while no page of the app is in front; an open page gets them itself (onMessage). Bundled
 * with the same config as the page: no script from another origin.
 */
import { initializeApp } from 'firebase/app';
import { getMessaging } from 'firebase/messaging/sw';
import { firebaseAppOptions, firebaseSettingsFromEnv } from './firebase-settings';

const settings = firebaseSettingsFromEnv();
if (settings) getMessaging(initializeApp(firebaseAppOptions(settings)));
