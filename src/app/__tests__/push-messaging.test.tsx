import { act, screen, waitFor } from '@testing-library/react';
import { PushMessaging } from '@/app/push-messaging';
import { loggedIn, loggedOut } from '@/features/auth/auth-slice';
import { languageChanged } from '@/features/theme/language-slice';
import type { FirebaseSettings } from '@/lib/push/push-messaging';
import { createFakeFirebase, installPushBrowser, type PushBrowser } from '@/testing/fake-firebase';
import { fakeFetch, reply, type FakeFetch } from '@/testing/fake-fetch';
import { makeLoginResult, makeUser, signedInState, validToken } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render-with-providers';

// The real store, baseQuery and generated endpoints; the HTTP boundary is the fake fetch and the
// browser boundary is Firebase (fake modules) and the browser's push APIs. Firebase is loaded once
// per page: the page of this file keeps it from the first test that registers.
const mockFirebase = createFakeFirebase();
jest.mock('firebase/messaging', () => mockFirebase.messagingModule);
jest.mock('firebase/app', () => mockFirebase.appModule);

const settings: FirebaseSettings = {
  apiKey: 'AIza-test',
  authDomain: 'gas-lp.firebaseapp.com',
  projectId: 'gas-lp',
  storageBucket: '',
  messagingSenderId: '123456789',
  appId: '1:123456789:web:abc',
  vapidKey: '',
};

const device = (token: string) => ({
  token,
  kind: 'fid',
  language: 'es',
  created_at: '2026-11-24T10:00:00.000Z',
  updated_at: '2026-11-24T10:00:00.000Z',
});

function pushServer(): FakeFetch {
  return fakeFetch([
    {
      method: 'POST',
      path: '/api/push/devices',
      reply: (request) => reply(200, device((request.body as { token: string }).token)),
    },
    {
      method: 'DELETE',
      path: /^\/api\/push\/devices\//,
      reply: reply(200, { message: 'Este navegador ya no recibirá notificaciones.' }),
    },
  ]);
}

const registrations = (http: FakeFetch) => http.callsTo('POST', '/api/push/devices');

const logger = () => ({ info: jest.fn(), warn: jest.fn() });

let browser: PushBrowser | null = null;
beforeEach(() => {
  mockFirebase.reset();
});
afterEach(() => {
  browser?.restore();
  browser = null;
});

describe('push messaging unavailable', () => {
  it('without a Firebase config: says so once, asks nothing and calls nothing', async () => {
    browser = installPushBrowser({ permission: 'default' });
    const http = pushServer();
    const log = logger();
    renderWithProviders(<PushMessaging settings={null} logger={log} />, {
      preloadedState: signedInState(),
    });
    await waitFor(() => {
      expect(log.warn).toHaveBeenCalledWith(
        'push messaging unavailable: no Firebase configuration',
      );
    });
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(mockFirebase.calls.register).toEqual([]);
    expect(http.calls).toEqual([]);
  });

  it('in a browser without service workers or push: says so, and the app works on', async () => {
    const http = pushServer();
    const log = logger();
    renderWithProviders(
      <>
        <PushMessaging settings={settings} logger={log} />
        <p>Pedidos del día</p>
      </>,
      { preloadedState: signedInState() },
    );
    expect(await screen.findByText('Pedidos del día')).toBeInTheDocument();
    await waitFor(() => {
      expect(log.warn).toHaveBeenCalledWith(
        'push messaging unavailable: this browser does not support it',
      );
    });
    expect(mockFirebase.calls.register).toEqual([]);
    expect(http.calls).toEqual([]);
  });
});

describe('signed-in staff', () => {
  it('signing in asks for the permission and saves the push id for the session', async () => {
    browser = installPushBrowser({ permission: 'default', answer: 'granted' });
    const http = pushServer();
    const { store } = renderWithProviders(<PushMessaging settings={settings} logger={logger()} />);
    // signed out: nothing is asked
    await act(() => Promise.resolve());
    expect(browser.requestPermission).not.toHaveBeenCalled();

    const login = makeLoginResult({ token: validToken(['employee']) });
    act(() => {
      store.dispatch(loggedIn(login));
    });
    await waitFor(() => {
      expect(registrations(http)).toHaveLength(1);
    });
    const [request] = registrations(http);
    expect(request?.body).toEqual({ token: 'fid-browser-1' });
    expect(request?.headers.get('Authorization')).toBe(`Bearer ${login.token}`);
    expect(request?.headers.get('Accept-Language')).toBe('es-ES');
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
  });

  it('a customer is never asked', async () => {
    browser = installPushBrowser({ permission: 'default' });
    const http = pushServer();
    renderWithProviders(<PushMessaging settings={settings} logger={logger()} />, {
      preloadedState: signedInState(
        makeLoginResult({
          token: validToken(['customer']),
          user: makeUser({ type_user: 'usuario' }),
        }),
      ),
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(mockFirebase.calls.register).toEqual([]);
    expect(http.calls).toEqual([]);
  });

  it("shows a message that arrives while the app is open as a toast, in the user's language", async () => {
    browser = installPushBrowser();
    const http = pushServer();
    const { store } = renderWithProviders(<PushMessaging settings={settings} logger={logger()} />, {
      preloadedState: signedInState(),
    });
    await waitFor(() => {
      expect(registrations(http)).toHaveLength(1);
    });
    act(() => {
      mockFirebase.deliver({
        notification: { title: 'Nuevo pedido GLP-000123', body: 'Rosa Elena · Centro' },
        data: { type: 'order_created', order_id: '123', folio: 'GLP-000123' },
      });
    });
    expect(await screen.findByText('Nuevo pedido GLP-000123')).toBeInTheDocument();

    // another language: registered again (the server writes the notifications in it), and the
    // toasts follow it
    act(() => {
      store.dispatch(languageChanged('en-US'));
    });
    await waitFor(() => {
      expect(registrations(http)).toHaveLength(2);
    });
    expect(registrations(http)[1]?.headers.get('Accept-Language')).toBe('en-US');
    act(() => {
      mockFirebase.deliver({
        notification: { title: 'Nuevo pedido GLP-000124', body: 'Rosa Elena · Centro' },
        data: { type: 'order_created', order_id: '124', folio: 'GLP-000124' },
      });
    });
    expect(await screen.findByText('New order GLP-000124')).toBeInTheDocument();
  });

  it('saves a new push id, and asks the server to forget a dropped one', async () => {
    browser = installPushBrowser();
    const http = pushServer();
    renderWithProviders(<PushMessaging settings={settings} logger={logger()} />, {
      preloadedState: signedInState(),
    });
    await waitFor(() => {
      expect(registrations(http)).toHaveLength(1);
    });
    act(() => {
      mockFirebase.changeId('fid-browser-2');
    });
    await waitFor(() => {
      expect(registrations(http).map((request) => request.body)).toEqual([
        { token: 'fid-browser-1' },
        { token: 'fid-browser-2' },
      ]);
    });
    act(() => {
      mockFirebase.dropId();
    });
    await waitFor(() => {
      expect(http.callsTo('DELETE', '/api/push/devices/fid-browser-2')).toHaveLength(1);
    });
  });

  it('after signing out, nothing is shown or saved any more', async () => {
    browser = installPushBrowser();
    const http = pushServer();
    const { store } = renderWithProviders(<PushMessaging settings={settings} logger={logger()} />, {
      preloadedState: signedInState(),
    });
    await waitFor(() => {
      expect(registrations(http)).toHaveLength(1);
    });
    act(() => {
      store.dispatch(loggedOut());
    });
    act(() => {
      mockFirebase.deliver({ data: { type: 'order_created', folio: 'GLP-000200' } });
      mockFirebase.changeId('fid-browser-3');
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText('Nuevo pedido GLP-000200')).not.toBeInTheDocument();
    expect(registrations(http)).toHaveLength(1);
  });
});
