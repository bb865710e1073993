import { firebaseSettingsFromEnv, startPushMessaging } from '../push-messaging';

describe('push messaging', () => {
  const logger = () => ({ info: jest.fn(), warn: jest.fn() });

  test('without a Firebase configuration it reports itself unavailable and logs it', async () => {
    const log = logger();
    const result = await startPushMessaging(null, log);
    expect(result).toEqual({ status: 'unavailable', reason: 'no Firebase configuration' });
    expect(log.warn).toHaveBeenCalledWith('push messaging unavailable: no Firebase configuration');
  });

  test('a browser without service workers or notifications is reported, not thrown', async () => {
    const log = logger();
    const result = await startPushMessaging(
      {
        apiKey: 'key',
        authDomain: 'gas.example',
        projectId: 'gas',
        storageBucket: '',
        messagingSenderId: '123',
        appId: '1:123:web:abc',
        vapidKey: '',
      },
      log,
    );
    expect(result.status).toBe('unavailable');
    expect(log.warn).toHaveBeenCalledWith(expect.stringMatching(/^push messaging unavailable/));
  });

  test('the configuration is read from the build environment, and is absent when incomplete', () => {
    expect(firebaseSettingsFromEnv()).toBeNull();
  });
});
