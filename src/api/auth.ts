import { authApi as generatedAuthApi } from './generated/auth';

/** Sign in, sign out, registration, password reset and the signed-in user, with cache tags. */
export const authApi = generatedAuthApi.enhanceEndpoints({
  addTagTypes: ['CurrentUser'],
  endpoints: {
    getCurrentUser: { providesTags: ['CurrentUser'] },
  },
});

export * from './generated/auth';
