// The browser boundary of push messaging in tests (test code, never bundled): stand-ins for
// Firebase's modules, routed with `jest.mock('firebase/messaging', …)` and
// `jest.mock('firebase/app', …)`, and the browser APIs push messaging needs (jsdom has none).
import type { MessagePayload } from 'firebase/messaging';

type Next<T> = (value: T) => void;

interface Handlers {
  registered?: Next<string>;
  unregistered?: Next<string>;
  message?: Next<MessagePayload>;
}

export interface FakeFirebase {
  /** What isSupported() answers. */
  supported: boolean;
  /** The push id register() hands to onRegistered. */
  fid: string;
  /** register() rejects with it when set. */
  registerError: Error | null;
  /** The options initializeApp and register were called with. */
  calls: { initializeApp: unknown[]; register: unknown[] };
  /** FCM delivers a message to the open page. */
  deliver(payload: Partial<MessagePayload>): void;
  /** Firebase gave the browser a new push id (it calls onRegistered again). */
  changeId(fid: string): void;
  /** Firebase dropped the push id. */
  dropId(): void;
  /** Default answers and empty call logs; the installed handlers stay, as on a page. */
  reset(): void;
  /** A page loaded afresh: no Firebase app and no handlers yet. */
  newPage(): void;
  messagingModule: Record<string, unknown>;
  appModule: Record<string, unknown>;
}

export function createFakeFirebase(): FakeFirebase {
  const handlers: Handlers = {};
  let initialized = false;
  const fake: FakeFirebase = {
    supported: true,
    fid: 'fid-browser-1',
    registerError: null,
    calls: { initializeApp: [], register: [] },
    deliver(payload) {
      handlers.message?.({ from: '123', collapseKey: '', messageId: 'm-1', ...payload });
    },
    changeId(fid) {
      fake.fid = fid;
      handlers.registered?.(fid);
    },
    dropId() {
      handlers.unregistered?.(fake.fid);
    },
    reset() {
      fake.supported = true;
      fake.fid = 'fid-browser-1';
      fake.registerError = null;
      fake.calls = { initializeApp: [], register: [] };
    },
    newPage() {
      initialized = false;
      delete handlers.registered;
      delete handlers.unregistered;
      delete handlers.message;
    },
    messagingModule: {
      isSupported: () => Promise.resolve(fake.supported),
      getMessaging: (app: unknown) => ({ app }),
      // like Firebase: one handler of each kind; onRegistered's and onUnregistered's unsubscribe
      // only remove their own handler, onMessage's removes whatever is there
      onRegistered: (_messaging: unknown, next: Next<string>) => {
        handlers.registered = next;
        return () => {
          if (handlers.registered === next) delete handlers.registered;
        };
      },
      onUnregistered: (_messaging: unknown, next: Next<string>) => {
        handlers.unregistered = next;
        return () => {
          if (handlers.unregistered === next) delete handlers.unregistered;
        };
      },
      onMessage: (_messaging: unknown, next: Next<MessagePayload>) => {
        handlers.message = next;
        return () => {
          delete handlers.message;
        };
      },
      register: (_messaging: unknown, options: unknown) => {
        fake.calls.register.push(options);
        if (fake.registerError) return Promise.reject(fake.registerError);
        handlers.registered?.(fake.fid);
        return Promise.resolve();
      },
    },
    appModule: {
      // like Firebase: a second default app is an error
      initializeApp: (options: unknown) => {
        if (initialized) throw new Error('Firebase: duplicate-app');
        initialized = true;
        fake.calls.initializeApp.push(options);
        return { name: '[DEFAULT]', options };
      },
    },
  };
  return fake;
}

export interface PushBrowser {
  requestPermission: jest.Mock<Promise<NotificationPermission>, []>;
  /** Removes what was installed. */
  restore(): void;
}

/**
 * Installs what a browser that can do push messaging has (service workers, the Push API,
 * notifications), with the given permission and the user's answer to a permission request.
 */
export function installPushBrowser(
  options: { permission?: NotificationPermission; answer?: NotificationPermission } = {},
): PushBrowser {
  const state = { permission: options.permission ?? 'granted' };
  const requestPermission = jest.fn(() => {
    state.permission = options.answer ?? 'granted';
    return Promise.resolve(state.permission);
  });
  const notification = {
    get permission() {
      return state.permission;
    },
    requestPermission,
  };
  const define = (target: object, key: string, value: unknown) =>
    Object.defineProperty(target, key, { value, configurable: true, writable: true });
  define(window, 'Notification', notification);
  define(window, 'PushManager', function PushManager() {
    // presence only
  });
  define(navigator, 'serviceWorker', { register: jest.fn() });
  return {
    requestPermission,
    restore() {
      for (const key of ['Notification', 'PushManager']) Reflect.deleteProperty(window, key);
      Reflect.deleteProperty(navigator, 'serviceWorker');
    },
  };
}
