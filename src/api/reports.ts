import { ordersApi as generatedOrdersApi } from './generated/orders';
import { reportsApi as generatedReportsApi } from './generated/reports';
import type { AnswerPage, PollPage } from './generated/reports';

/**
 * The reports endpoints with cache tags (generated code is never edited: tags and invalidation are
 * added here). Imported by the reports screens only, so they load with those screens.
 *
 * - `Poll` (by id, and `LIST` for every page of polls): the polls, one poll and its distribution;
 * - `PollAnswers` (by poll id, `ALL` without one): the answers pages (read only from the SPA).
 *
 * Creating a poll invalidates the lists; editing, deleting or restoring one invalidates it and the
 * lists (an edit that changes the questions of an answered poll makes a new version and leaves the
 * edited one inactive: both show again). The finished orders report's totals are tagged like the
 * orders lists (`Order` `LIST`), so that any change to an order reads them again.
 */
const POLL_LIST = { type: 'Poll', id: 'LIST' } as const;
const ORDER_LIST = { type: 'Order', id: 'LIST' } as const;

function pollPageTags(page: PollPage | undefined) {
  return page
    ? [...page.data.map((poll) => ({ type: 'Poll' as const, id: poll.id })), POLL_LIST]
    : [POLL_LIST];
}

function answerPageTags(page: AnswerPage | undefined, pollId: number | undefined) {
  return [
    { type: 'PollAnswers' as const, id: pollId ?? 'ALL' },
    ...(page ? page.data.map((answer) => ({ type: 'Poll' as const, id: answer.poll_id })) : []),
  ];
}

function pollChangedTags(id: number) {
  return [{ type: 'Poll' as const, id }, POLL_LIST];
}

export const reportsApi = generatedReportsApi.enhanceEndpoints({
  addTagTypes: ['Poll', 'PollAnswers'],
  endpoints: {
    getPolls: { providesTags: (result) => pollPageTags(result) },
    getPoll: { providesTags: (_result, _error, arg) => [{ type: 'Poll', id: arg.id }] },
    getPollDistribution: {
      providesTags: (_result, _error, arg) => [
        { type: 'Poll', id: arg.id },
        { type: 'PollAnswers', id: arg.id },
      ],
    },
    getAnswersPaginated: {
      providesTags: (result, _error, arg) => answerPageTags(result, arg.pollId),
    },
    getAnswersPaginatedSearch: {
      providesTags: (result, _error, arg) => answerPageTags(result, arg.pollId),
    },
    createPoll: { invalidatesTags: [POLL_LIST] },
    updatePoll: { invalidatesTags: (_result, _error, arg) => pollChangedTags(arg.id) },
    deletePoll: { invalidatesTags: (_result, _error, arg) => pollChangedTags(arg.id) },
    restorePoll: { invalidatesTags: (_result, _error, arg) => pollChangedTags(arg.id) },
  },
});

/**
 * The totals of the finished orders report (`GET /api/orders/finished/totals/{filter}`), read again
 * whenever an order changes (the orders' mutations invalidate `Order` `LIST`).
 */
export const finishedOrderTotalsApi = generatedOrdersApi.enhanceEndpoints({
  addTagTypes: ['Order'],
  endpoints: {
    getFinishedOrderTotals: { providesTags: [ORDER_LIST] },
  },
});

export const { useGetFinishedOrderTotalsQuery } = finishedOrderTotalsApi;
export type {
  FinishedOrderTotals,
  GetFinishedOrderTotalsApiArg,
  Order,
  OrderStatus,
  Product,
} from './generated/orders';

export * from './generated/reports';
