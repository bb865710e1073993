import { emptyApi as api } from '../empty-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHealth: build.query<GetHealthApiResponse, GetHealthApiArg>({
      query: () => ({ url: `/api/health` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as systemApi };
export type GetHealthApiResponse = /** status 200 OK */ Health;
export type GetHealthApiArg = void;
export type Health = {
  status: 'ok';
  /** Only with a staff token */
  database?: 'sqlite' | 'postgres';
  /** Only with a staff token */
  version?: string;
};
export type Error = {
  /** Human readable, Spanish by default (Accept-Language) */
  message: string;
  errors?: object;
};
export const { useGetHealthQuery, useLazyGetHealthQuery } = injectedRtkApi;
