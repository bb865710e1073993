import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQueryWithSession } from './base-query';

/** The one API slice. Endpoints are injected by the generated code (src/api/generated). */
export const emptyApi = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithSession,
  endpoints: () => ({}),
});
