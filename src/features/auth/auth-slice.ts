import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { sessionExpired, tokenRotated } from '@/api/session-events';
import type { LoginResult, User } from '@/api';

/** The signed-in user as stored under `user`: the login response's user plus its token. */
export type SessionUser = User & { token?: string };

/** Client state of the session (server data lives in RTK Query). */
export interface AuthState {
  /** Raw bearer token, stored under `token`. */
  token: string | null;
  /** Stored under `user` (JSON, at least `id`). */
  user: SessionUser | null;
  /** The raw response of the login call, stored under `currentUser`. */
  currentUser: LoginResult | null;
}

export const initialAuthState: AuthState = { token: null, user: null, currentUser: null };

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    /** A login call answered 200: the whole response is kept as currentUser. */
    loggedIn(_state, action: PayloadAction<LoginResult>) {
      const response = action.payload;
      return {
        token: response.token,
        user: { ...response.user, token: response.token },
        currentUser: response,
      };
    },
    /** The server accepted the logout: user and token leave storage. */
    loggedOut() {
      return initialAuthState;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(tokenRotated, (state, action) => {
        if (state.token === null) return;
        state.token = action.payload;
        if (state.user) state.user.token = action.payload;
        if (state.currentUser) state.currentUser.token = action.payload;
      })
      .addCase(sessionExpired, () => initialAuthState);
  },
});

export const { loggedIn, loggedOut } = authSlice.actions;
