import { sessionExpired, tokenRotated } from '@/api/session-events';
import { makeLoginResult } from '@/testing/fixtures';
import { authSlice, initialAuthState, loggedIn, loggedOut } from '../auth-slice';

const reducer = authSlice.reducer;

describe('auth slice', () => {
  it('keeps the token, the user and the whole login response on loggedIn', () => {
    const response = makeLoginResult();
    const state = reducer(initialAuthState, loggedIn(response));
    expect(state.token).toBe(response.token);
    expect(state.user).toEqual({ ...response.user, token: response.token });
    expect(state.currentUser).toEqual(response);
  });

  it('forgets the session on loggedOut', () => {
    const state = reducer(reducer(initialAuthState, loggedIn(makeLoginResult())), loggedOut());
    expect(state).toEqual(initialAuthState);
  });

  it('replaces the stored token and the user token on tokenRotated', () => {
    const signedIn = reducer(initialAuthState, loggedIn(makeLoginResult()));
    const state = reducer(signedIn, tokenRotated('fresh.token.value'));
    expect(state.token).toBe('fresh.token.value');
    expect(state.user?.token).toBe('fresh.token.value');
    expect(state.currentUser?.token).toBe('fresh.token.value');
    expect(state.user?.id).toBe(signedIn.user?.id);
  });

  it('ignores a rotation when nobody is signed in', () => {
    expect(reducer(initialAuthState, tokenRotated('x.y.z'))).toEqual(initialAuthState);
  });

  it('clears the session on sessionExpired', () => {
    const signedIn = reducer(initialAuthState, loggedIn(makeLoginResult()));
    expect(reducer(signedIn, sessionExpired())).toEqual(initialAuthState);
  });
});
