import { usersApi as generatedUsersApi } from './generated/users';
import type { UserPage } from './generated/users';

/**
 * The users endpoints with cache tags (generated code is never edited: tags and invalidation are
 * added here). Imported by the screens that need them, so they load with those screens.
 */
const USER_LIST = { type: 'User', id: 'LIST' } as const;

function userPageTags(page: UserPage | undefined) {
  return page
    ? [...page.data.map((u) => ({ type: 'User' as const, id: u.id })), USER_LIST]
    : [USER_LIST];
}

export const usersApi = generatedUsersApi.enhanceEndpoints({
  addTagTypes: ['User', 'CurrentUser'],
  endpoints: {
    getUsersAll: { providesTags: (result) => userPageTags(result) },
    getUsersByType: { providesTags: (result) => userPageTags(result) },
    getUsersPaginated: { providesTags: (result) => userPageTags(result) },
    getUsersPaginatedSearch: { providesTags: (result) => userPageTags(result) },
    getUser: { providesTags: (_result, _error, arg) => [{ type: 'User', id: arg.id }] },
    getClient: { providesTags: (_result, _error, arg) => [{ type: 'User', id: arg.id }] },
    createUser: { invalidatesTags: [USER_LIST] },
    updateUser: {
      invalidatesTags: (_result, _error, arg) => [
        { type: 'User', id: arg.id },
        USER_LIST,
        'CurrentUser',
      ],
    },
    deleteUser: {
      invalidatesTags: (_result, _error, arg) => [{ type: 'User', id: arg.id }, USER_LIST],
    },
    restoreUser: {
      invalidatesTags: (_result, _error, arg) => [{ type: 'User', id: arg.id }, USER_LIST],
    },
    uploadProfilePicture: {
      invalidatesTags: (_result, _error, arg) => [{ type: 'User', id: arg.id }, 'CurrentUser'],
    },
  },
});

export * from './generated/users';
