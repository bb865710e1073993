import { emptyApi as api } from '../empty-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    createPoll: build.mutation<CreatePollApiResponse, CreatePollApiArg>({
      query: (queryArg) => ({
        url: `/api/polls`,
        method: 'POST',
        body: queryArg.pollBody,
      }),
    }),
    deletePoll: build.mutation<DeletePollApiResponse, DeletePollApiArg>({
      query: (queryArg) => ({
        url: `/api/polls/${queryArg.id}`,
        method: 'DELETE',
      }),
    }),
    getPoll: build.query<GetPollApiResponse, GetPollApiArg>({
      query: (queryArg) => ({ url: `/api/polls/${queryArg.id}` }),
    }),
    updatePoll: build.mutation<UpdatePollApiResponse, UpdatePollApiArg>({
      query: (queryArg) => ({
        url: `/api/polls/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.pollBody,
      }),
    }),
    exportPollExcel: build.query<ExportPollExcelApiResponse, ExportPollExcelApiArg>({
      query: (queryArg) => ({
        url: `/api/answers/polls/excel/${queryArg.id}`,
        params: {
          from: queryArg['from'],
          to: queryArg.to,
          search: queryArg.search,
        },
      }),
    }),
    exportPollPdf: build.query<ExportPollPdfApiResponse, ExportPollPdfApiArg>({
      query: (queryArg) => ({
        url: `/api/answers/polls/pdf/${queryArg.id}`,
        params: {
          from: queryArg['from'],
          to: queryArg.to,
          search: queryArg.search,
        },
      }),
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
    getPollDistribution: build.query<GetPollDistributionApiResponse, GetPollDistributionApiArg>({
      query: (queryArg) => ({
        url: `/api/polls/${queryArg.id}/distribution`,
        params: {
          from: queryArg['from'],
          to: queryArg.to,
        },
      }),
    }),
    getPolls: build.query<GetPollsApiResponse, GetPollsApiArg>({
      query: (queryArg) => ({
        url: `/api/answers/polls/list/${queryArg.page}/${queryArg.size}/${queryArg.filter}`,
        params: {
          from: queryArg['from'],
          to: queryArg.to,
          trashed: queryArg.trashed,
        },
      }),
    }),
    restorePoll: build.mutation<RestorePollApiResponse, RestorePollApiArg>({
      query: (queryArg) => ({
        url: `/api/polls/${queryArg.id}/restore`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as reportsApi };
export type CreatePollApiResponse = /** status 201 Created */ PollSummary;
export type CreatePollApiArg = {
  pollBody: PollBody;
};
export type DeletePollApiResponse = /** status 200 OK */ PollSummary;
export type DeletePollApiArg = {
  /** Numeric identifier */
  id: number;
};
export type GetPollApiResponse = /** status 200 OK */ PollSummary;
export type GetPollApiArg = {
  /** Numeric identifier */
  id: number;
};
export type UpdatePollApiResponse = /** status 200 OK */ PollSummary;
export type UpdatePollApiArg = {
  /** Numeric identifier */
  id: number;
  pollBody: PollBody;
};
export type ExportPollExcelApiResponse = /** status 200 Excel workbook (attachment) */ Blob;
export type ExportPollExcelApiArg = {
  /** Numeric identifier */
  id: number;
  /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  from?: string;
  /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  to?: string;
  /** Case- and accent-insensitive search text, taken literally (no operators); control characters read as spaces */
  search?: string;
};
export type ExportPollPdfApiResponse = /** status 200 PDF document (attachment) */ Blob;
export type ExportPollPdfApiArg = {
  /** Numeric identifier */
  id: number;
  /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  from?: string;
  /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  to?: string;
  /** Case- and accent-insensitive search text, taken literally (no operators); control characters read as spaces */
  search?: string;
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
export type GetPollDistributionApiResponse = /** status 200 OK */ PollDistribution;
export type GetPollDistributionApiArg = {
  /** Numeric identifier */
  id: number;
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
  /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  from?: string;
  /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  to?: string;
  trashed?: 'without' | 'only' | 'with';
};
export type RestorePollApiResponse = /** status 200 OK */ PollSummary;
export type RestorePollApiArg = {
  /** Numeric identifier */
  id: number;
  body: {};
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
  /** 1 for a new poll; one more for each new version made by editing its questions */
  version: number;
  previous_poll_id: number | null;
  next_poll_id: number | null;
  questions: PollQuestion[];
  answers_count: number;
  average_score: number | null;
  /** ISO 8601, UTC */
  created_at: string;
  deleted_at: string | null;
};
export type Error = {
  /** Human readable, Spanish by default (Accept-Language) */
  message: string;
  errors?: object;
};
export type PollQuestionBody = {
  text: string;
  kind: 'rating' | 'yes_no' | 'text';
};
export type PollBody = {
  title: string;
  description?: string | null;
  /** Defaults to true on create */
  active?: boolean;
  /** In the order they are asked (position 1, 2, …) */
  questions: PollQuestionBody[];
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
export type PollQuestionDistribution = {
  /** Numeric identifier */
  question_id: number;
  position: number;
  text: string;
  kind: 'rating' | 'yes_no' | 'text';
  /** Answers with a value for this question (non-empty for text questions) */
  answers: number;
  counts: {
    '1': number;
    '2': number;
    '3': number;
    '4': number;
    '5': number;
  } | null;
  average: number | null;
  yes: number | null;
  no: number | null;
};
export type PollDistribution = {
  /** Numeric identifier */
  poll_id: number;
  from: string | null;
  to: string | null;
  answers_count: number;
  questions: PollQuestionDistribution[];
};
export type PollPage = {
  data: PollSummary[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
};
export const {
  useCreatePollMutation,
  useDeletePollMutation,
  useGetPollQuery,
  useLazyGetPollQuery,
  useUpdatePollMutation,
  useExportPollExcelQuery,
  useLazyExportPollExcelQuery,
  useExportPollPdfQuery,
  useLazyExportPollPdfQuery,
  useGetAnswersPaginatedQuery,
  useLazyGetAnswersPaginatedQuery,
  useGetAnswersPaginatedSearchQuery,
  useLazyGetAnswersPaginatedSearchQuery,
  useGetPollDistributionQuery,
  useLazyGetPollDistributionQuery,
  useGetPollsQuery,
  useLazyGetPollsQuery,
  useRestorePollMutation,
} = injectedRtkApi;
