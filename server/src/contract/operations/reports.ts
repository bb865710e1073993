import { Type } from '@sinclair/typebox';
import {
  ExportFilterParams,
  IdParams,
  PageParams,
  PageSearchParams,
  Paginated,
  errors,
  excelFile,
  pdfFile,
} from '../common';
import { Answer, AnswerListQuery, PollSummary } from '../entities';
import { defineOperation } from '../operation';

const tag = 'reports';
const staff = ['admin', 'employee'] as const;

export const PollPage = Paginated(PollSummary, 'PollPage');
export const AnswerPage = Paginated(Answer, 'AnswerPage');

export const getPolls = defineOperation({
  operationId: 'getPolls',
  method: 'GET',
  path: '/api/answers/polls/list/{page}/{size}/{filter}',
  tag,
  summary:
    'A page of survey polls with their answer counts and average score; filter is a search text or `all`',
  access: staff,
  params: Type.Object({
    page: PageParams.properties.page,
    size: PageParams.properties.size,
    filter: ExportFilterParams.properties.filter,
  }),
  responses: { 200: PollPage, ...errors(400, 401, 403) },
});

export const exportPollPdf = defineOperation({
  operationId: 'exportPollPdf',
  method: 'GET',
  path: '/api/answers/polls/pdf/{id}',
  tag,
  summary: 'The answers of one poll as a PDF',
  access: staff,
  params: IdParams,
  responses: { 200: pdfFile, ...errors(400, 401, 403, 404) },
});

export const exportPollExcel = defineOperation({
  operationId: 'exportPollExcel',
  method: 'GET',
  path: '/api/answers/polls/excel/{id}',
  tag,
  summary: 'The answers of one poll as an Excel workbook',
  access: staff,
  params: IdParams,
  responses: { 200: excelFile, ...errors(400, 401, 403, 404) },
});

export const getAnswersPaginated = defineOperation({
  operationId: 'getAnswersPaginated',
  method: 'GET',
  path: '/api/answers/paginated/{page}/{size}',
  tag,
  summary: 'A page of survey answers, newest first',
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
  access: staff,
  params: PageSearchParams,
  querystring: AnswerListQuery,
  responses: { 200: AnswerPage, ...errors(400, 401, 403) },
});
