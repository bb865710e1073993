import { skipToken } from '@reduxjs/toolkit/query';
import type { SkipToken } from '@reduxjs/toolkit/query';
import {
  useGetAnswersPaginatedQuery,
  useGetAnswersPaginatedSearchQuery,
  useGetPollsQuery,
} from '@/api/reports';
import type { Answer, PollSummary } from '@/api/reports';
import type {
  ListQueryResult,
  PageArgs,
  SearchPageArgs,
} from '@/components/data-grid/use-server-list';

/** A range of days (YYYY-MM-DD, Mexico City), each end optional. */
export interface DayRangeArgs {
  from?: string;
  to?: string;
}

/** The `{filter}` segment of the polls list without a search. */
const NO_FILTER = 'all';

function pollArgs(arg: PageArgs & DayRangeArgs, filter: string) {
  return {
    page: arg.page,
    size: arg.size,
    filter,
    ...(arg.trashed ? { trashed: arg.trashed } : {}),
    ...(arg.from ? { from: arg.from } : {}),
    ...(arg.to ? { to: arg.to } : {}),
  };
}

/** A page of polls without a search (`/api/answers/polls/list/{page}/{size}/all`), for `useList`. */
export function usePollPages(
  arg: (PageArgs & DayRangeArgs) | SkipToken,
): ListQueryResult<PollSummary> {
  return useGetPollsQuery(arg === skipToken ? skipToken : pollArgs(arg, NO_FILTER));
}

/** A page of polls for a search: the (already encoded) search is the `{filter}` segment. */
export function usePollSearchPages(
  arg: (SearchPageArgs & DayRangeArgs) | SkipToken,
): ListQueryResult<PollSummary> {
  return useGetPollsQuery(arg === skipToken ? skipToken : pollArgs(arg, arg.search));
}

/** What the answers of one poll add to the pattern's arguments. */
export interface AnswerListArgs extends DayRangeArgs {
  pollId: number;
}

function answerArgs(arg: PageArgs & AnswerListArgs) {
  return {
    page: arg.page,
    size: arg.size,
    pollId: arg.pollId,
    ...(arg.from ? { from: arg.from } : {}),
    ...(arg.to ? { to: arg.to } : {}),
  };
}

/** A page of one poll's answers, newest first (`/api/answers/paginated/{page}/{size}?poll_id=`). */
export function useAnswerPages(
  arg: (PageArgs & AnswerListArgs) | SkipToken,
): ListQueryResult<Answer> {
  return useGetAnswersPaginatedQuery(arg === skipToken ? skipToken : answerArgs(arg));
}

/** A page of one poll's answers matching a search (customer, folio, comment). */
export function useAnswerSearchPages(
  arg: (SearchPageArgs & AnswerListArgs) | SkipToken,
): ListQueryResult<Answer> {
  return useGetAnswersPaginatedSearchQuery(
    arg === skipToken ? skipToken : { ...answerArgs(arg), search: arg.search },
  );
}
