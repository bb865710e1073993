import { emptyApi as api } from '../empty-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    exportPollExcel: build.query<ExportPollExcelApiResponse, ExportPollExcelApiArg>({
      query: (queryArg) => ({ url: `/api/answers/polls/excel/${queryArg.id}` }),
    }),
    exportPollPdf: build.query<ExportPollPdfApiResponse, ExportPollPdfApiArg>({
      query: (queryArg) => ({ url: `/api/answers/polls/pdf/${queryArg.id}` }),
    }),
    getAnswersPaginated: build.query<GetAnswersPaginatedApiResponse, GetAnswersPaginatedApiArg>({
      query: (queryArg) => ({
        url: `/api/answers/paginated/${queryArg.page}/${queryArg.size}`,
        params: {
          poll_id: queryArg.pollId,
          from: queryArg['from'],
          to: queryArg.to,
        },
      }),
    }),
    getAnswersPaginatedSearch: build.query<
      GetAnswersPaginatedSearchApiResponse,
      GetAnswersPaginatedSearchApiArg
    >({
      query: (queryArg) => ({
        url: `/api/answers/paginated/${queryArg.page}/${queryArg.size}/${queryArg.search}`,
        params: {
          poll_id: queryArg.pollId,
          from: queryArg['from'],
          to: queryArg.to,
        },
      }),
    }),
    getPolls: build.query<GetPollsApiResponse, GetPollsApiArg>({
      query: (queryArg) => ({
        url: `/api/answers/polls/list/${queryArg.page}/${queryArg.size}/${queryArg.filter}`,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as reportsApi };
export type ExportPollExcelApiResponse = /** status 200 Excel workbook (attachment) */ Blob;
export type ExportPollExcelApiArg = {
  /** Numeric identifier */
  id: number;
};
export type ExportPollPdfApiResponse = /** status 200 PDF document (attachment) */ Blob;
export type ExportPollPdfApiArg = {
  /** Numeric identifier */
  id: number;
};
export type GetAnswersPaginatedApiResponse = /** status 200 OK */ AnswerPage;
export type GetAnswersPaginatedApiArg = {
  /** Page number, from 1 */
  page: number;
  /** Rows per page, 1 to 100 */
  size: number;
  /** Numeric identifier */
  pollId?: number;
  /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  from?: string;
  /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  to?: string;
};
export type GetAnswersPaginatedSearchApiResponse = /** status 200 OK */ AnswerPage;
export type GetAnswersPaginatedSearchApiArg = {
  /** Page number, from 1 */
  page: number;
  /** Rows per page, 1 to 100 */
  size: number;
  /** Case- and accent-insensitive search text, taken literally (no operators); control characters read as spaces */
  search: string;
  /** Numeric identifier */
  pollId?: number;
  /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  from?: string;
  /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  to?: string;
};
export type GetPollsApiResponse = /** status 200 OK */ PollPage;
export type GetPollsApiArg = {
  /** Page number, from 1 */
  page: number;
  /** Rows per page, 1 to 100 */
  size: number;
  /** Search text (as the search segment of the lists: literal, control characters read as spaces), or `all` for every row */
  filter: string;
};
export type Error = {
  /** Human readable, Spanish by default (Accept-Language) */
  message: string;
  errors?: object;
};
export type AnswerItem = {
  /** Numeric identifier */
  question_id: number;
  question: string;
  value: string;
};
export type Answer = {
  /** Numeric identifier */
  id: number;
  /** Numeric identifier */
  poll_id: number;
  poll_title: string;
  customer_id: number | null;
  customer_name: string | null;
  order_id: number | null;
  order_folio: string | null;
  score: number | null;
  comment: string | null;
  items: AnswerItem[];
  /** ISO 8601, UTC */
  created_at: string;
};
export type AnswerPage = {
  data: Answer[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
};
export type PollQuestion = {
  /** Numeric identifier */
  id: number;
  position: number;
  text: string;
  kind: 'rating' | 'yes_no' | 'text';
};
export type PollSummary = {
  /** Numeric identifier */
  id: number;
  title: string;
  description: string | null;
  active: boolean;
  questions: PollQuestion[];
  answers_count: number;
  average_score: number | null;
  /** ISO 8601, UTC */
  created_at: string;
};
export type PollPage = {
  data: PollSummary[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
};
export const {
  useExportPollExcelQuery,
  useLazyExportPollExcelQuery,
  useExportPollPdfQuery,
  useLazyExportPollPdfQuery,
  useGetAnswersPaginatedQuery,
  useLazyGetAnswersPaginatedQuery,
  useGetAnswersPaginatedSearchQuery,
  useLazyGetAnswersPaginatedSearchQuery,
  useGetPollsQuery,
  useLazyGetPollsQuery,
} = injectedRtkApi;
