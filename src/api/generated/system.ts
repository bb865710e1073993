import { emptyApi as api } from '../empty-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getExportProgress: build.query<GetExportProgressApiResponse, GetExportProgressApiArg>({
      query: (queryArg) => ({ url: `/api/exports/${queryArg.id}` }),
    }),
    getHealth: build.query<GetHealthApiResponse, GetHealthApiArg>({
      query: () => ({ url: `/api/health` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as systemApi };
export type GetExportProgressApiResponse = /** status 200 OK */ ExportProgress;
export type GetExportProgressApiArg = {
  id: string;
};
export type GetHealthApiResponse = /** status 200 OK */ Health;
export type GetHealthApiArg = void;
export type ExportProgress = {
  /** The export, as its X-Export-Id header named it */
  id: string;
  rows_total: number | null;
  /** Rows written so far (renewed about once a second) */
  rows_done: number;
};
export type Error = {
  /** Human readable, Spanish by default (Accept-Language) */
  message: string;
  errors?: object;
};
export type Health = {
  status: 'ok';
  /** Only with a staff token */
  database?: 'sqlite' | 'postgres';
  /** Only with a staff token */
  version?: string;
};
export const {
  useGetExportProgressQuery,
  useLazyGetExportProgressQuery,
  useGetHealthQuery,
  useLazyGetHealthQuery,
} = injectedRtkApi;
