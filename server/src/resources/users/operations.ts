import { Type } from '@sinclair/typebox';
import {
  ExportFilterParams,
  IdParams,
  ListQuery,
  MessageBody,
  PageParams,
  PageSearchParams,
  errors,
  excelFile,
  pdfFile,
} from '../../http/schemas';
import {
  ChangePasswordBody,
  CreateUserBody,
  ProfilePictureResult,
  StarClientRangeParams,
  UpdateUserBody,
  UserType,
  UserPage,
  StarClientPage,
  ALL_USERS_MAX_PAGE_SIZE,
} from './schemas';
import { User } from './schemas';
import { Wallet } from '../wallets/public';
import { defineOperation } from '../../http/operation';

const tag = 'users';
const staff = ['admin', 'employee'] as const;

const AllUsersQuery = Type.Object({
  page: Type.Optional(PageParams.properties.page),
  size: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: ALL_USERS_MAX_PAGE_SIZE,
      description: `Rows per page, 1 to ${String(ALL_USERS_MAX_PAGE_SIZE)} (the default)`,
    }),
  ),
});

export const getUsersAll = defineOperation({
  operationId: 'getUsersAll',
  method: 'GET',
  path: '/api/users/all',
  tag,
  summary: 'Active users by id, a page at a time',
  description: `Pages of at most ${String(ALL_USERS_MAX_PAGE_SIZE)} users (the default size): total and last_page tell when there are more.`,
  access: staff,
  querystring: AllUsersQuery,
  responses: { 200: UserPage, ...errors(400, 401, 403) },
});

export const getUsersByType = defineOperation({
  operationId: 'getUsersByType',
  method: 'GET',
  path: '/api/users/all/{type}',
  tag,
  summary: 'Active users of one type by id, a page at a time',
  description: `Pages of at most ${String(ALL_USERS_MAX_PAGE_SIZE)} users (the default size): total and last_page tell when there are more.`,
  access: staff,
  params: Type.Object({ type: UserType }),
  querystring: AllUsersQuery,
  responses: { 200: UserPage, ...errors(400, 401, 403) },
});

export const getUser = defineOperation({
  operationId: 'getUser',
  method: 'GET',
  path: '/api/users/{id}',
  tag,
  summary: 'Admin view of one user (deleted users too)',
  description: 'Staff see anyone; a customer sees only themself.',
  access: 'authenticated',
  params: IdParams,
  responses: { 200: User, ...errors(400, 401, 403, 404) },
});

export const getClient = defineOperation({
  operationId: 'getClient',
  method: 'GET',
  path: '/api/users/client/{id}',
  tag,
  summary: 'Client view of one customer: the user with wallet and order summary',
  access: 'authenticated',
  params: IdParams,
  responses: {
    200: Type.Object(
      {
        user: User,
        wallet: Type.Union([Wallet, Type.Null()]),
        orders_count: Type.Integer({ minimum: 0 }),
        completed_orders: Type.Integer({ minimum: 0 }),
        last_order_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
      },
      { $id: 'ClientView' },
    ),
    ...errors(400, 401, 403, 404),
  },
});

export const createUser = defineOperation({
  operationId: 'createUser',
  method: 'POST',
  path: '/api/users',
  tag,
  summary: 'Create a user (always of type usuario)',
  access: staff,
  body: CreateUserBody,
  responses: { 201: User, ...errors(400, 401, 403, 409, 422) },
});

export const updateUser = defineOperation({
  operationId: 'updateUser',
  method: 'PUT',
  path: '/api/users/{id}',
  tag,
  summary: 'Update a user',
  description:
    "Staff update customers; only an admin changes type_user or edits staff accounts. A customer updates only themself and cannot change type_user or number. The reset factors (email, number) of another user are changed by an admin only (403 otherwise); any change of them voids the user's live reset codes and is told to the address the account had. Changing one's own e-mail needs current_password, guarded like a sign-in: it counts against the account's sign-in limit (429 beyond it), and 5 wrong in a row end the session (401).",
  access: 'authenticated',
  params: IdParams,
  body: UpdateUserBody,
  responses: { 200: User, ...errors(400, 401, 403, 404, 409, 422, 429) },
});

export const deleteUser = defineOperation({
  operationId: 'deleteUser',
  method: 'DELETE',
  path: '/api/users/{id}',
  tag,
  summary: 'Soft-delete a user (restorable)',
  access: staff,
  params: IdParams,
  responses: { 200: User, ...errors(400, 401, 403, 404, 422) },
});

export const restoreUser = defineOperation({
  operationId: 'restoreUser',
  method: 'GET',
  path: '/api/users/{id}/restore',
  tag,
  summary: 'Restore a deleted user, unchanged',
  access: staff,
  params: IdParams,
  responses: { 200: User, ...errors(400, 401, 403, 404, 409) },
});

export const changePassword = defineOperation({
  operationId: 'changePassword',
  method: 'POST',
  path: '/api/users/changePassword',
  tag,
  summary: 'Change a password, given the username (or e-mail) and the current password',
  description:
    "A user changes their own password, proving the current one; an admin sets anyone's, proving their own (another user's old password is never checked). The proof counts against the account's sign-in limit (429 beyond it), every wrong one is on the audit trail, and 5 wrong in a row end the session (401). Tokens issued before the change stop working; the answer carries a fresh token in the Authorization header.",
  access: 'authenticated',
  body: ChangePasswordBody,
  responses: { 200: MessageBody, ...errors(400, 401, 403, 422, 429) },
});

export const getUsersPaginated = defineOperation({
  operationId: 'getUsersPaginated',
  method: 'GET',
  path: '/api/users/paginated/{page}/{size}',
  tag,
  summary: 'A page of users',
  access: staff,
  params: PageParams,
  querystring: Type.Composite([ListQuery, Type.Object({ type_user: Type.Optional(UserType) })]),
  responses: { 200: UserPage, ...errors(400, 401, 403) },
});

export const getUsersPaginatedSearch = defineOperation({
  operationId: 'getUsersPaginatedSearch',
  method: 'GET',
  path: '/api/users/paginated/{page}/{size}/{search}',
  tag,
  summary: 'A page of users matching a search (name, last name, e-mail, phone, number, username)',
  access: staff,
  params: PageSearchParams,
  querystring: Type.Composite([ListQuery, Type.Object({ type_user: Type.Optional(UserType) })]),
  responses: { 200: UserPage, ...errors(400, 401, 403) },
});

const exportQuery = Type.Object({
  trashed: ListQuery.properties.trashed,
  type_user: Type.Optional(UserType),
});

export const exportUsersExcel = defineOperation({
  operationId: 'exportUsersExcel',
  method: 'GET',
  path: '/api/users/list/excel/{filter}',
  tag,
  summary: 'The users list for a filter as an Excel workbook',
  access: staff,
  params: ExportFilterParams,
  querystring: exportQuery,
  responses: { 200: excelFile, ...errors(400, 401, 403) },
});

export const exportUsersPdf = defineOperation({
  operationId: 'exportUsersPdf',
  method: 'GET',
  path: '/api/users/list/pdf/{filter}',
  tag,
  summary: 'The users list for a filter as a PDF',
  access: staff,
  params: ExportFilterParams,
  querystring: exportQuery,
  responses: { 200: pdfFile, ...errors(400, 401, 403) },
});

export const getProfilePicture = defineOperation({
  operationId: 'getProfilePicture',
  method: 'GET',
  path: '/api/users/profilepicture/{id}',
  tag,
  summary: 'The profile picture of a user',
  access: 'authenticated',
  params: IdParams,
  responses: {
    200: {
      kind: 'file',
      contentTypes: ['image/png', 'image/jpeg', 'image/webp'],
      description: 'The image',
    },
    ...errors(400, 401, 403, 404),
  },
});

export const uploadProfilePicture = defineOperation({
  operationId: 'uploadProfilePicture',
  method: 'POST',
  path: '/api/users/profilepicture/{id}',
  tag,
  summary:
    'Upload the profile picture of a user (multipart, field image; PNG, JPEG or WebP up to 5 MB)',
  access: 'authenticated',
  params: IdParams,
  body: {
    kind: 'multipart',
    fileFields: ['image'],
    description: 'Field image: PNG, JPEG or WebP, at most 5 MB',
  },
  responses: { 200: ProfilePictureResult, ...errors(400, 401, 403, 404, 413, 415) },
});

const starQuery = Type.Object({
  page: Type.Optional(PageParams.properties.page),
  size: Type.Optional(PageParams.properties.size),
});

export const getStarClients = defineOperation({
  operationId: 'getStarClients',
  method: 'GET',
  path: '/api/users/starclients/list/{from}/{to}',
  tag,
  summary:
    'Clients ranked by completed orders, then kilograms and litres, in a date range (inclusive days)',
  access: staff,
  params: StarClientRangeParams,
  querystring: starQuery,
  responses: { 200: StarClientPage, ...errors(400, 401, 403) },
});

export const exportStarClientsPdf = defineOperation({
  operationId: 'exportStarClientsPdf',
  method: 'GET',
  path: '/api/users/starclients/pdf/{from}/{to}',
  tag,
  summary: 'The star clients of a date range as a PDF',
  access: staff,
  params: StarClientRangeParams,
  responses: { 200: pdfFile, ...errors(400, 401, 403) },
});

export const exportStarClientsExcel = defineOperation({
  operationId: 'exportStarClientsExcel',
  method: 'GET',
  path: '/api/users/starclients/excel/{from}/{to}',
  tag,
  summary: 'The star clients of a date range as an Excel workbook',
  access: staff,
  params: StarClientRangeParams,
  responses: { 200: excelFile, ...errors(400, 401, 403) },
});
