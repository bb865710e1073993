import type { FirebaseSettings } from '../firebase-settings';
import { createFakeFirebase, installPushBrowser, type PushBrowser } from '@/testing/fake-firebase';

// Firebase is the browser boundary here: its modules are fakes. Each test loads the push module
// in a registry of its own (a new page: Firebase is loaded once per page), noting which Firebase
// modules that page loads.
const mockFirebase = createFakeFirebase();
const mockLoaded: string[] = [];

type PushModule = typeof import('../push-messaging');

/**
 * Runs `body` in a new page: the push module and what it loads later (Firebase) come from a module
 * registry of their own.
 */
function inNewPage(body: (push: PushModule) => void | Promise<void>): Promise<void> {
  return jest.isolateModulesAsync(async () => {
    jest.doMock('firebase/messaging', () => {
      mockLoaded.push('firebase/messaging');
      return mockFirebase.messagingModule;
    });
    jest.doMock('firebase/app', () => {
      mockLoaded.push('firebase/app');
      return mockFirebase.appModule;
    });
    await body(await import('../push-messaging'));
  });
}

const settings: FirebaseSettings = {
  apiKey: 'AIza-test',
  authDomain: 'gas-lp.firebaseapp.com',
  projectId: 'gas-lp',
  storageBucket: '',
  messagingSenderId: '123456789',
  appId: '1:123456789:web:abc',
  vapidKey: 'BVapidKey',
};

const logger = () => ({ info: jest.fn(), warn: jest.fn() });
const handlers = () => ({
  onRegistered: jest.fn(),
  onUnregistered: jest.fn(),
  onMessage: jest.fn(),
});

let browser: PushBrowser | null = null;
beforeEach(() => {
  mockLoaded.length = 0;
  mockFirebase.reset();
  mockFirebase.newPage();
});
afterEach(() => {
  browser?.restore();
  browser = null;
});

describe('push messaging unavailable', () => {
  test('without a Firebase configuration: logged, nothing asked, Firebase never loaded', async () => {
    browser = installPushBrowser({ permission: 'default' });
    await inNewPage(async (push) => {
      const log = logger();
      const result = await push.startPushMessaging(null, handlers(), log);
      expect(result).toEqual({ status: 'unavailable', reason: 'no Firebase configuration' });
      expect(log.warn).toHaveBeenCalledWith(
        'push messaging unavailable: no Firebase configuration',
      );
      expect(browser?.requestPermission).not.toHaveBeenCalled();
      expect(mockLoaded).toEqual([]);
    });
  });

  test('a browser without service workers, Push API or notifications: logged before loading Firebase', async () => {
    await inNewPage(async (push) => {
      const log = logger();
      const result = await push.startPushMessaging(settings, handlers(), log);
      expect(result).toEqual({ status: 'unavailable', reason: 'this browser does not support it' });
      expect(log.warn).toHaveBeenCalledWith(
        'push messaging unavailable: this browser does not support it',
      );
      expect(mockLoaded).toEqual([]);
    });
  });

  test('a browser Firebase does not support: logged, no permission asked, no app started', async () => {
    browser = installPushBrowser({ permission: 'default' });
    mockFirebase.supported = false;
    await inNewPage(async (push) => {
      const log = logger();
      const result = await push.startPushMessaging(settings, handlers(), log);
      expect(result).toEqual({ status: 'unavailable', reason: 'this browser does not support it' });
      expect(log.warn).toHaveBeenCalledWith(
        'push messaging unavailable: this browser does not support it',
      );
      expect(browser?.requestPermission).not.toHaveBeenCalled();
      expect(mockFirebase.calls.initializeApp).toEqual([]);
      expect(mockLoaded).toEqual(['firebase/messaging']);
    });
  });

  test('a platform that is not a browser (no navigator): reported, not thrown', async () => {
    await inNewPage(async (push) => {
      const navigatorDescriptor = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
      Object.defineProperty(globalThis, 'navigator', { value: undefined, configurable: true });
      try {
        expect(push.pushUnavailableReason(settings)).toBe('server platform');
        const log = logger();
        await expect(push.startPushMessaging(settings, handlers(), log)).resolves.toEqual({
          status: 'unavailable',
          reason: 'server platform',
        });
        expect(log.warn).toHaveBeenCalledWith('push messaging unavailable: server platform');
      } finally {
        if (navigatorDescriptor)
          Object.defineProperty(globalThis, 'navigator', navigatorDescriptor);
        else Reflect.deleteProperty(globalThis, 'navigator');
      }
    });
  });

  test('a page not served over HTTPS: reported before loading Firebase', async () => {
    browser = installPushBrowser();
    Object.defineProperty(window, 'isSecureContext', { value: false, configurable: true });
    try {
      await inNewPage(async (push) => {
        const log = logger();
        await expect(push.startPushMessaging(settings, handlers(), log)).resolves.toEqual({
          status: 'unavailable',
          reason: 'the page is not served over HTTPS',
        });
        expect(mockLoaded).toEqual([]);
      });
    } finally {
      Reflect.deleteProperty(window, 'isSecureContext');
    }
  });

  test('notifications refused at the prompt, or blocked before: nothing registered', async () => {
    browser = installPushBrowser({ permission: 'default', answer: 'denied' });
    await inNewPage(async (push) => {
      const log = logger();
      const refused = await push.startPushMessaging(settings, handlers(), log);
      expect(refused).toEqual({ status: 'unavailable', reason: 'notifications were not allowed' });
      expect(browser?.requestPermission).toHaveBeenCalledTimes(1);
      expect(mockFirebase.calls.register).toEqual([]);
      // now the browser remembers the refusal: not even Firebase is needed to know
      expect(push.pushUnavailableReason(settings)).toBe('notifications are blocked for this site');
    });
  });

  test('a failing registration is reported with its reason', async () => {
    browser = installPushBrowser();
    mockFirebase.registerError = new Error('Messaging: A problem occurred while subscribing');
    await inNewPage(async (push) => {
      const log = logger();
      const result = await push.startPushMessaging(settings, handlers(), log);
      expect(result).toEqual({
        status: 'unavailable',
        reason: 'Messaging: A problem occurred while subscribing',
      });
      expect(log.warn).toHaveBeenCalledWith(
        'push messaging unavailable: Messaging: A problem occurred while subscribing',
      );
    });
  });
});

describe('registration', () => {
  test('asks for the permission, registers with the VAPID key and hands over the push id', async () => {
    browser = installPushBrowser({ permission: 'default', answer: 'granted' });
    await inNewPage(async (push) => {
      const log = logger();
      const events = handlers();
      const result = await push.startPushMessaging(settings, events, log);
      expect(result).toMatchObject({ status: 'registered', token: 'fid-browser-1' });
      expect(browser?.requestPermission).toHaveBeenCalledTimes(1);
      expect(events.onRegistered).toHaveBeenCalledWith('fid-browser-1');
      expect(mockFirebase.calls.register).toEqual([{ vapidKey: 'BVapidKey' }]);
      expect(mockFirebase.calls.initializeApp).toEqual([
        {
          apiKey: 'AIza-test',
          authDomain: 'gas-lp.firebaseapp.com',
          projectId: 'gas-lp',
          storageBucket: '',
          messagingSenderId: '123456789',
          appId: '1:123456789:web:abc',
        },
      ]);
      expect(mockLoaded.sort()).toEqual(['firebase/app', 'firebase/messaging']);
      // the push id is never written to the log
      expect(JSON.stringify([log.info.mock.calls, log.warn.mock.calls])).not.toContain(
        'fid-browser-1',
      );
    });
  });

  test('passes messages, new ids and dropped ids to the latest caller until it stops', async () => {
    browser = installPushBrowser();
    await inNewPage(async (push) => {
      const first = handlers();
      const firstResult = await push.startPushMessaging(settings, first, logger());
      // a second start (after a sign-out and a sign-in) reuses the one Firebase app
      const second = handlers();
      const secondResult = await push.startPushMessaging(settings, second, logger());
      expect(mockFirebase.calls.initializeApp).toHaveLength(1);
      if (firstResult.status === 'registered') firstResult.stop();

      mockFirebase.deliver({ notification: { title: 'Nuevo pedido' }, data: { folio: 'GLP-1' } });
      mockFirebase.changeId('fid-browser-2');
      mockFirebase.dropId();
      expect(second.onMessage).toHaveBeenCalledWith({
        title: 'Nuevo pedido',
        body: undefined,
        data: { folio: 'GLP-1' },
      });
      expect(second.onRegistered).toHaveBeenLastCalledWith('fid-browser-2');
      expect(second.onUnregistered).toHaveBeenCalledWith('fid-browser-2');
      expect(first.onMessage).not.toHaveBeenCalled();

      if (secondResult.status === 'registered') secondResult.stop();
      mockFirebase.deliver({ data: { folio: 'GLP-2' } });
      expect(second.onMessage).toHaveBeenCalledTimes(1);
    });
  });

  test('the configuration is read from the build environment, and is absent when incomplete', async () => {
    await inNewPage((push) => {
      expect(push.firebaseSettingsFromEnv()).toBeNull();
    });
  });
});
