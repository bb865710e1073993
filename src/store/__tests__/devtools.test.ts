import { compose } from '@reduxjs/toolkit';
import { HIDDEN, withoutSecrets } from '../devtools';

type Compose = (options: unknown) => typeof compose;

describe('Redux DevTools', () => {
  const original = process.env.REDUX_DEVTOOLS;
  afterEach(() => {
    process.env.REDUX_DEVTOOLS = original;
    delete (window as { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: Compose })
      .__REDUX_DEVTOOLS_EXTENSION_COMPOSE__;
  });

  /** Builds a store from a fresh copy of the modules, with the extension present, and answers what it was given. */
  async function connectWith(flag: string | undefined): Promise<unknown[]> {
    if (flag === undefined) delete process.env.REDUX_DEVTOOLS;
    else process.env.REDUX_DEVTOOLS = flag;
    const extension = jest.fn<typeof compose, [unknown]>(() => compose);
    (
      window as { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: Compose }
    ).__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ = extension;
    await jest.isolateModulesAsync(async () => {
      const { makeStore } = await import('../store');
      makeStore();
    });
    return extension.mock.calls.map(([options]) => options);
  }

  it('reach the store of a build made with REDUX_DEVTOOLS=true, and only then', async () => {
    expect(await connectWith(undefined)).toEqual([]);
    expect(await connectWith('false')).toEqual([]);
    expect(await connectWith('true')).toEqual([
      expect.objectContaining({ name: 'Gas LP Back-office' }),
    ]);
  });

  it('never show a token, a password or a reset code, in states or in actions', async () => {
    const [options] = (await connectWith('true')) as [
      {
        stateSanitizer: (state: unknown) => unknown;
        actionSanitizer: (action: unknown) => unknown;
      },
    ];
    const state = {
      auth: {
        token: 'eyJ.secret',
        user: { id: 1, name: 'Ana' },
        currentUser: { access_token: 'eyJ.x' },
      },
      api: {
        mutations: {
          a: { originalArgs: { email: 'a@b.mx', password: 'Secreta123!', code: 'K7M2' } },
        },
      },
    };
    expect(options.stateSanitizer(state)).toEqual({
      auth: { token: HIDDEN, user: { id: 1, name: 'Ana' }, currentUser: { access_token: HIDDEN } },
      api: {
        mutations: { a: { originalArgs: { email: 'a@b.mx', password: HIDDEN, code: HIDDEN } } },
      },
    });
    expect(state.auth.token).toBe('eyJ.secret');
    expect(
      options.actionSanitizer({ type: 'auth/signedIn', payload: { token: 'eyJ.y', user: null } }),
    ).toEqual({ type: 'auth/signedIn', payload: { token: HIDDEN, user: null } });
  });

  it('leave values that are not secrets as they are (lists, numbers, nulls)', () => {
    expect(withoutSecrets({ rows: [{ id: 1, zip_code: '06600' }], total: 2, next: null })).toEqual({
      rows: [{ id: 1, zip_code: '06600' }],
      total: 2,
      next: null,
    });
  });
});
