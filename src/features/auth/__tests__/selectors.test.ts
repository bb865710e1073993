import { makeJwt, makeUser } from '@/testing/fixtures';
import { initialAuthState } from '../auth-slice';
import { selectIsAuthenticated, selectUserDisplayName } from '../selectors';
import { isTokenValid } from '../token';

const withToken = (token: string | null) => ({
  auth: { ...initialAuthState, token, user: makeUser() },
});
const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('selectIsAuthenticated', () => {
  it('is false without a token', () => {
    expect(selectIsAuthenticated(withToken(null))).toBe(false);
  });

  it("is false for the text 'undefined'", () => {
    expect(selectIsAuthenticated(withToken('undefined'))).toBe(false);
  });

  it('is false when the exp claim is in the past', () => {
    expect(selectIsAuthenticated(withToken(makeJwt({ exp: nowSeconds() - 10 })))).toBe(false);
  });

  it('is true when the exp claim is in the future', () => {
    expect(selectIsAuthenticated(withToken(makeJwt({ exp: nowSeconds() + 60 })))).toBe(true);
  });

  it('is true when there is no exp claim', () => {
    expect(selectIsAuthenticated(withToken(makeJwt({ sub: '1' })))).toBe(true);
  });

  it('never throws on garbage and treats it as signed out', () => {
    for (const garbage of ['garbage', 'a.b.c', '...', 'eyJ.eyJ.x', '']) {
      expect(() => selectIsAuthenticated(withToken(garbage))).not.toThrow();
      expect(selectIsAuthenticated(withToken(garbage))).toBe(false);
    }
  });

  it('compares exp (seconds) with the given time', () => {
    const token = makeJwt({ exp: 1000 });
    expect(isTokenValid(token, 999_000)).toBe(true);
    expect(isTokenValid(token, 1_000_000)).toBe(false);
  });
});

describe('selectUserDisplayName', () => {
  it('joins name and last name', () => {
    expect(selectUserDisplayName(withToken('t'))).toBe('Ana López');
  });
});
