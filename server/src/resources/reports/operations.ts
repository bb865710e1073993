import { Type } from '@sinclair/typebox';
import {
  ExportFilterParams,
  IdParams,
  PageParams,
  PageSearchParams,
  SearchText,
  errors,
  excelFile,
  pdfFile,
} from '../../http/schemas';
import {
  AnswerListQuery,
  PollBody,
  PollDistribution,
  PollListQuery,
  PollRangeQuery,
  PollSummary,
  PollPage,
  AnswerPage,
} from './schemas';
import { defineOperation } from '../../http/operation';

const tag = 'reports';
const staff = ['admin', 'employee'] as const;
const admin = ['admin'] as const;

const rangeNote =
  'from/to are inclusive days in America/Mexico_City on the time the answer was given; a reversed range is a 400 on to.';
const answersNote = `Newest first. poll_id narrows to one poll (a deleted poll's answers are listed only through its poll_id). ${rangeNote} Each answer carries every item (question id, text and value) in question order; score is the answer's overall rating (the rounded mean of its rating items). The search matches customer name, order folio or comment, partially, ignoring case and accents.`;
const versionNote =
  "A poll that has answers keeps its questions frozen: a PUT that changes its questions (their texts, kinds or order) creates a NEW poll, the next version (previous_poll_id = the edited poll, version + 1), with the body's title, description and active, leaves the edited poll with its questions and answers and makes it inactive, and answers the new poll. A PUT that changes only title, description or active edits the poll in place. A poll without answers is edited in place. Changing the questions of a poll that already has a next version is a 409 (edit the newest version); editing a deleted poll is a 409.";

export const getPolls = defineOperation({
  operationId: 'getPolls',
  method: 'GET',
  path: '/api/answers/polls/list/{page}/{size}/{filter}',
  tag,
  summary:
    'A page of survey polls (newest first) with their questions, answer counts and average score in a date range; filter is a search text (title, description) or `all`',
  description: `Every poll matching the filter and trashed (default: not deleted) is listed; answers_count and average_score count the answers given in from..to (every answer without them). ${rangeNote}`,
  access: staff,
  params: Type.Object({
    page: PageParams.properties.page,
    size: PageParams.properties.size,
    filter: ExportFilterParams.properties.filter,
  }),
  querystring: PollListQuery,
  responses: { 200: PollPage, ...errors(400, 401, 403) },
});

export const getPoll = defineOperation({
  operationId: 'getPoll',
  method: 'GET',
  path: '/api/polls/{id}',
  tag,
  summary: 'One poll with its questions, versions and all-time answer count and average',
  description: 'Deleted polls too (deleted_at says so).',
  access: staff,
  params: IdParams,
  responses: { 200: PollSummary, ...errors(400, 401, 403, 404) },
});

export const createPoll = defineOperation({
  operationId: 'createPoll',
  method: 'POST',
  path: '/api/polls',
  tag,
  summary: 'Create a poll with its questions (version 1)',
  access: admin,
  body: PollBody,
  responses: { 201: PollSummary, ...errors(400, 401, 403) },
});

export const updatePoll = defineOperation({
  operationId: 'updatePoll',
  method: 'PUT',
  path: '/api/polls/{id}',
  tag,
  summary:
    'Update a poll; when it has answers and its questions change, a new version is created and answered instead',
  description: `${versionNote} An omitted description or active keeps its value; null clears the description.`,
  access: admin,
  params: IdParams,
  body: PollBody,
  responses: { 200: PollSummary, ...errors(400, 401, 403, 404, 409) },
});

export const deletePoll = defineOperation({
  operationId: 'deletePoll',
  method: 'DELETE',
  path: '/api/polls/{id}',
  tag,
  summary: 'Soft-delete a poll (restorable); its answers stay',
  description: 'Deleting a deleted poll answers it unchanged.',
  access: admin,
  params: IdParams,
  responses: { 200: PollSummary, ...errors(400, 401, 403, 404) },
});

export const restorePoll = defineOperation({
  operationId: 'restorePoll',
  method: 'POST',
  path: '/api/polls/{id}/restore',
  tag,
  summary: 'Restore a deleted poll, unchanged',
  description: 'Clears deleted_at and nothing else; restoring an active poll answers it unchanged.',
  access: admin,
  params: IdParams,
  body: Type.Optional(Type.Object({}, { additionalProperties: false })),
  responses: { 200: PollSummary, ...errors(400, 401, 403, 404) },
});

export const getPollDistribution = defineOperation({
  operationId: 'getPollDistribution',
  method: 'GET',
  path: '/api/polls/{id}/distribution',
  tag,
  summary:
    "How one poll's answers are distributed per question: counts of 1..5 and the average for rating questions, yes and no for yes/no questions, the number of answers for text questions",
  description: rangeNote,
  access: staff,
  params: IdParams,
  querystring: PollRangeQuery,
  responses: { 200: PollDistribution, ...errors(400, 401, 403, 404) },
});

const exportQuery = Type.Object({
  from: PollRangeQuery.properties.from,
  to: PollRangeQuery.properties.to,
  search: Type.Optional(SearchText),
});

const exportNote = `The rows of GET /api/answers/paginated for poll_id = id and the same from, to and search, newest first: date, order folio, customer, score, one column per question and the comment. ${rangeNote}`;

export const exportPollPdf = defineOperation({
  operationId: 'exportPollPdf',
  method: 'GET',
  path: '/api/answers/polls/pdf/{id}',
  tag,
  summary: 'The answers of one poll as a PDF',
  description: exportNote,
  access: staff,
  params: IdParams,
  querystring: exportQuery,
  responses: { 200: pdfFile, ...errors(400, 401, 403, 404) },
});

export const exportPollExcel = defineOperation({
  operationId: 'exportPollExcel',
  method: 'GET',
  path: '/api/answers/polls/excel/{id}',
  tag,
  summary: 'The answers of one poll as an Excel workbook',
  description: exportNote,
  access: staff,
  params: IdParams,
  querystring: exportQuery,
  responses: { 200: excelFile, ...errors(400, 401, 403, 404) },
});

export const getAnswersPaginated = defineOperation({
  operationId: 'getAnswersPaginated',
  method: 'GET',
  path: '/api/answers/paginated/{page}/{size}',
  tag,
  summary: 'A page of survey answers with their items, newest first',
  description: answersNote,
  access: staff,
  params: PageParams,
  querystring: AnswerListQuery,
  responses: { 200: AnswerPage, ...errors(400, 401, 403) },
});

export const getAnswersPaginatedSearch = defineOperation({
  operationId: 'getAnswersPaginatedSearch',
  method: 'GET',
  path: '/api/answers/paginated/{page}/{size}/{search}',
  tag,
  summary: 'A page of survey answers matching a search (customer, folio, comment)',
  description: answersNote,
  access: staff,
  params: PageSearchParams,
  querystring: AnswerListQuery,
  responses: { 200: AnswerPage, ...errors(400, 401, 403) },
});
