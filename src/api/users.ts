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
  addTagTypes: ['User', 'Client', 'CurrentUser', 'ProfilePicture'],
  endpoints: {
    getUsersAll: { providesTags: (result) => userPageTags(result) },
    getUsersByType: { providesTags: (result) => userPageTags(result) },
    getUsersPaginated: { providesTags: (result) => userPageTags(result) },
    getUsersPaginatedSearch: { providesTags: (result) => userPageTags(result) },
    getUser: { providesTags: (_result, _error, arg) => [{ type: 'User', id: arg.id }] },
    // the client view also carries the wallet: `@/api/wallets` invalidates `Client` on a movement
    getClient: {
      providesTags: (_result, _error, arg) => [
        { type: 'User', id: arg.id },
        { type: 'Client', id: arg.id },
      ],
    },
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
      // multipart with the field `image`: fetchBaseQuery sends a FormData body as it is (the
      // browser sets the boundary), where the generated query would send `{ image }` as JSON
      query: ({ id, body }) => {
        const form = new FormData();
        form.append('image', body.image);
        return { url: `/api/users/profilepicture/${String(id)}`, method: 'POST', body: form };
      },
      invalidatesTags: (_result, _error, arg) => [
        { type: 'User', id: arg.id },
        { type: 'ProfilePicture', id: arg.id },
        'CurrentUser',
      ],
    },
  },
});

// Object URLs handed out for profile pictures, per user id: the previous one is revoked when a new
// picture arrives, the last one when its cache entry goes (right after the last screen using it
// unmounts: keepUnusedDataFor 0), so no image stays pinned in memory.
const pictureUrls = new Map<number, string>();

function rememberPictureUrl(id: number, url: string): void {
  const previous = pictureUrls.get(id);
  if (previous !== undefined && previous !== url) URL.revokeObjectURL(previous);
  pictureUrls.set(id, url);
}

/**
 * `GET /api/users/profilepicture/{id}` as an object URL for `<img src>`: an image element cannot
 * send the bearer token, so the picture is fetched through the base query (which adds it) as a blob.
 */
export const profilePictureApi = usersApi.injectEndpoints({
  endpoints: (build) => ({
    getProfilePictureUrl: build.query<string, { id: number }>({
      query: ({ id }) => ({
        url: `/api/users/profilepicture/${String(id)}`,
        responseHandler: async (response) =>
          response.ok
            ? URL.createObjectURL(await response.blob())
            : (response.json() as Promise<unknown>),
      }),
      transformResponse: (url: string, _meta, { id }) => {
        rememberPictureUrl(id, url);
        return url;
      },
      keepUnusedDataFor: 0,
      providesTags: (_result, _error, { id }) => [{ type: 'ProfilePicture', id }],
      async onCacheEntryAdded({ id }, { cacheEntryRemoved }) {
        await cacheEntryRemoved;
        const url = pictureUrls.get(id);
        if (url !== undefined) URL.revokeObjectURL(url);
        pictureUrls.delete(id);
      },
    }),
  }),
});

export const { useGetProfilePictureUrlQuery } = profilePictureApi;

export * from './generated/users';
