import { emptyApi as api } from '../empty-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<ChangePasswordApiResponse, ChangePasswordApiArg>({
      query: (queryArg) => ({
        url: `/api/users/changePassword`,
        method: 'POST',
        body: queryArg.changePasswordBody,
      }),
    }),
    createUser: build.mutation<CreateUserApiResponse, CreateUserApiArg>({
      query: (queryArg) => ({
        url: `/api/users`,
        method: 'POST',
        body: queryArg.createUserBody,
      }),
    }),
    deleteUser: build.mutation<DeleteUserApiResponse, DeleteUserApiArg>({
      query: (queryArg) => ({
        url: `/api/users/${queryArg.id}`,
        method: 'DELETE',
      }),
    }),
    getUser: build.query<GetUserApiResponse, GetUserApiArg>({
      query: (queryArg) => ({ url: `/api/users/${queryArg.id}` }),
    }),
    updateUser: build.mutation<UpdateUserApiResponse, UpdateUserApiArg>({
      query: (queryArg) => ({
        url: `/api/users/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.updateUserBody,
      }),
    }),
    exportStarClientsExcel: build.query<
      ExportStarClientsExcelApiResponse,
      ExportStarClientsExcelApiArg
    >({
      query: (queryArg) => ({
        url: `/api/users/starclients/excel/${queryArg['from']}/${queryArg.to}`,
      }),
    }),
    exportStarClientsPdf: build.query<ExportStarClientsPdfApiResponse, ExportStarClientsPdfApiArg>({
      query: (queryArg) => ({
        url: `/api/users/starclients/pdf/${queryArg['from']}/${queryArg.to}`,
      }),
    }),
    exportUsersExcel: build.query<ExportUsersExcelApiResponse, ExportUsersExcelApiArg>({
      query: (queryArg) => ({
        url: `/api/users/list/excel/${queryArg.filter}`,
        params: {
          trashed: queryArg.trashed,
          type_user: queryArg.typeUser,
        },
      }),
    }),
    exportUsersPdf: build.query<ExportUsersPdfApiResponse, ExportUsersPdfApiArg>({
      query: (queryArg) => ({
        url: `/api/users/list/pdf/${queryArg.filter}`,
        params: {
          trashed: queryArg.trashed,
          type_user: queryArg.typeUser,
        },
      }),
    }),
    getClient: build.query<GetClientApiResponse, GetClientApiArg>({
      query: (queryArg) => ({ url: `/api/users/client/${queryArg.id}` }),
    }),
    getProfilePicture: build.query<GetProfilePictureApiResponse, GetProfilePictureApiArg>({
      query: (queryArg) => ({
        url: `/api/users/profilepicture/${queryArg.id}`,
      }),
    }),
    uploadProfilePicture: build.mutation<
      UploadProfilePictureApiResponse,
      UploadProfilePictureApiArg
    >({
      query: (queryArg) => ({
        url: `/api/users/profilepicture/${queryArg.id}`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    getStarClients: build.query<GetStarClientsApiResponse, GetStarClientsApiArg>({
      query: (queryArg) => ({
        url: `/api/users/starclients/list/${queryArg['from']}/${queryArg.to}`,
        params: {
          page: queryArg.page,
          size: queryArg.size,
        },
      }),
    }),
    getUsersAll: build.query<GetUsersAllApiResponse, GetUsersAllApiArg>({
      query: (queryArg) => ({
        url: `/api/users/all`,
        params: {
          page: queryArg.page,
          size: queryArg.size,
        },
      }),
    }),
    getUsersByType: build.query<GetUsersByTypeApiResponse, GetUsersByTypeApiArg>({
      query: (queryArg) => ({
        url: `/api/users/all/${queryArg['type']}`,
        params: {
          page: queryArg.page,
          size: queryArg.size,
        },
      }),
    }),
    getUsersPaginated: build.query<GetUsersPaginatedApiResponse, GetUsersPaginatedApiArg>({
      query: (queryArg) => ({
        url: `/api/users/paginated/${queryArg.page}/${queryArg.size}`,
        params: {
          trashed: queryArg.trashed,
          sort: queryArg.sort,
          order: queryArg.order,
          type_user: queryArg.typeUser,
        },
      }),
    }),
    getUsersPaginatedSearch: build.query<
      GetUsersPaginatedSearchApiResponse,
      GetUsersPaginatedSearchApiArg
    >({
      query: (queryArg) => ({
        url: `/api/users/paginated/${queryArg.page}/${queryArg.size}/${queryArg.search}`,
        params: {
          trashed: queryArg.trashed,
          sort: queryArg.sort,
          order: queryArg.order,
          type_user: queryArg.typeUser,
        },
      }),
    }),
    restoreUser: build.mutation<RestoreUserApiResponse, RestoreUserApiArg>({
      query: (queryArg) => ({
        url: `/api/users/${queryArg.id}/restore`,
        method: 'GET',
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as usersApi };
export type ChangePasswordApiResponse = /** status 200 OK */ Message;
export type ChangePasswordApiArg = {
  changePasswordBody: ChangePasswordBody;
};
export type CreateUserApiResponse = /** status 201 Created */ User;
export type CreateUserApiArg = {
  createUserBody: CreateUserBody;
};
export type DeleteUserApiResponse = /** status 200 OK */ User;
export type DeleteUserApiArg = {
  /** Numeric identifier */
  id: number;
};
export type GetUserApiResponse = /** status 200 OK */ User;
export type GetUserApiArg = {
  /** Numeric identifier */
  id: number;
};
export type UpdateUserApiResponse = /** status 200 OK */ User;
export type UpdateUserApiArg = {
  /** Numeric identifier */
  id: number;
  updateUserBody: UpdateUserBody;
};
export type ExportStarClientsExcelApiResponse = /** status 200 Excel workbook (attachment) */ Blob;
export type ExportStarClientsExcelApiArg = {
  /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  from: string;
  /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  to: string;
};
export type ExportStarClientsPdfApiResponse = /** status 200 PDF document (attachment) */ Blob;
export type ExportStarClientsPdfApiArg = {
  /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  from: string;
  /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  to: string;
};
export type ExportUsersExcelApiResponse = /** status 200 Excel workbook (attachment) */ Blob;
export type ExportUsersExcelApiArg = {
  /** Search text (as the search segment of the lists: literal, control characters read as spaces), or `all` for every row */
  filter: string;
  /** without (default): active rows; only: deleted rows; with: both */
  trashed?: 'without' | 'only' | 'with';
  /** usuario: customer; empleado: employee; administrador: admin */
  typeUser?: UserType;
};
export type ExportUsersPdfApiResponse = /** status 200 PDF document (attachment) */ Blob;
export type ExportUsersPdfApiArg = {
  /** Search text (as the search segment of the lists: literal, control characters read as spaces), or `all` for every row */
  filter: string;
  /** without (default): active rows; only: deleted rows; with: both */
  trashed?: 'without' | 'only' | 'with';
  /** usuario: customer; empleado: employee; administrador: admin */
  typeUser?: UserType;
};
export type GetClientApiResponse = /** status 200 OK */ ClientView;
export type GetClientApiArg = {
  /** Numeric identifier */
  id: number;
};
export type GetProfilePictureApiResponse = /** status 200 The image */ Blob;
export type GetProfilePictureApiArg = {
  /** Numeric identifier */
  id: number;
};
export type UploadProfilePictureApiResponse = /** status 200 OK */ ProfilePictureResult;
export type UploadProfilePictureApiArg = {
  /** Numeric identifier */
  id: number;
  /** Field image: PNG, JPEG or WebP, at most 5 MB */
  body: {
    image: Blob;
  };
};
export type GetStarClientsApiResponse = /** status 200 OK */ StarClientPage;
export type GetStarClientsApiArg = {
  /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  from: string;
  /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  to: string;
  /** Page number, from 1 */
  page?: number;
  /** Rows per page, 1 to 100 */
  size?: number;
};
export type GetUsersAllApiResponse = /** status 200 OK */ UserPage;
export type GetUsersAllApiArg = {
  /** Page number, from 1 */
  page?: number;
  /** Rows per page, 1 to 1000 (the default) */
  size?: number;
};
export type GetUsersByTypeApiResponse = /** status 200 OK */ UserPage;
export type GetUsersByTypeApiArg = {
  /** usuario: customer; empleado: employee; administrador: admin */
  type: UserType;
  /** Page number, from 1 */
  page?: number;
  /** Rows per page, 1 to 1000 (the default) */
  size?: number;
};
export type GetUsersPaginatedApiResponse = /** status 200 OK */ UserPage;
export type GetUsersPaginatedApiArg = {
  /** Page number, from 1 */
  page: number;
  /** Rows per page, 1 to 100 */
  size: number;
  /** without (default): active rows; only: deleted rows; with: both */
  trashed?: 'without' | 'only' | 'with';
  /** Column to sort by */
  sort?: string;
  order?: 'asc' | 'desc';
  /** usuario: customer; empleado: employee; administrador: admin */
  typeUser?: UserType;
};
export type GetUsersPaginatedSearchApiResponse = /** status 200 OK */ UserPage;
export type GetUsersPaginatedSearchApiArg = {
  /** Page number, from 1 */
  page: number;
  /** Rows per page, 1 to 100 */
  size: number;
  /** Case- and accent-insensitive search text, taken literally (no operators); control characters read as spaces */
  search: string;
  /** without (default): active rows; only: deleted rows; with: both */
  trashed?: 'without' | 'only' | 'with';
  /** Column to sort by */
  sort?: string;
  order?: 'asc' | 'desc';
  /** usuario: customer; empleado: employee; administrador: admin */
  typeUser?: UserType;
};
export type RestoreUserApiResponse = /** status 200 OK */ User;
export type RestoreUserApiArg = {
  /** Numeric identifier */
  id: number;
};
export type Message = {
  message: string;
};
export type Error = {
  /** Human readable, Spanish by default (Accept-Language) */
  message: string;
  errors?: object;
};
export type ChangePasswordBody = {
  /** Username or email */
  username: string;
  /** The caller's current password (an admin setting another user's password gives their own) */
  password: string;
  /** At least 8 characters */
  new_password: string;
  new_password_confirmation?: string;
};
export type UserType = 'usuario' | 'empleado' | 'administrador';
export type User = {
  /** Numeric identifier */
  id: number;
  number: string | null;
  username: string | null;
  name: string;
  last_name: string;
  email: string;
  phone: string | null;
  address: string | null;
  type_user: UserType;
  zone_id: number | null;
  zone_name: string | null;
  has_profile_picture: boolean;
  /** ISO 8601, UTC */
  created_at: string;
  /** ISO 8601, UTC */
  updated_at: string;
  deleted_at: string | null;
};
export type CreateUserBody = {
  number?: (string | number) | null;
  name: string;
  last_name: string;
  email: string;
  /** At least 8 characters */
  password: string;
  phone?: string | null;
  address?: string | null;
  /** Always usuario on create */
  type_user?: 'usuario';
  zone_id?: number | null;
};
export type UpdateUserBody = {
  number?: (string | number) | null;
  name: string;
  last_name: string;
  email: string;
  phone?: string | null;
  address?: string | null;
  type_user: UserType;
  zone_id?: number | null;
  /** The caller's current password: required when users change their own e-mail (the address that receives reset codes) */
  current_password?: string;
};
export type Wallet = {
  /** Numeric identifier */
  id: number;
  /** Numeric identifier */
  user_id: number;
  /** Current balance in MXN: always the sum of the movements */
  amount: number;
  user_add: number | null;
  /** ISO 8601, UTC */
  created_at: string;
  /** ISO 8601, UTC */
  updated_at: string;
};
export type ClientView = {
  user: User;
  wallet: Wallet | null;
  orders_count: number;
  completed_orders: number;
  last_order_at: string | null;
};
export type ProfilePictureResult = {
  message: string;
  has_profile_picture: boolean;
};
export type StarClient = {
  rank: number;
  /** Numeric identifier */
  user_id: number;
  name: string;
  last_name: string;
  email: string;
  phone: string | null;
  zone_name: string | null;
  completed_orders: number;
  /** Kilograms delivered in cylinders */
  kg_total: number;
  /** Litres delivered to stationary tanks */
  litres_total: number;
  /** Mexican pesos (MXN) with at most two decimals; stored as integer cents */
  total_amount: number;
};
export type StarClientPage = {
  data: StarClient[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
};
export type UserPage = {
  data: User[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
};
export const {
  useChangePasswordMutation,
  useCreateUserMutation,
  useDeleteUserMutation,
  useGetUserQuery,
  useLazyGetUserQuery,
  useUpdateUserMutation,
  useExportStarClientsExcelQuery,
  useLazyExportStarClientsExcelQuery,
  useExportStarClientsPdfQuery,
  useLazyExportStarClientsPdfQuery,
  useExportUsersExcelQuery,
  useLazyExportUsersExcelQuery,
  useExportUsersPdfQuery,
  useLazyExportUsersPdfQuery,
  useGetClientQuery,
  useLazyGetClientQuery,
  useGetProfilePictureQuery,
  useLazyGetProfilePictureQuery,
  useUploadProfilePictureMutation,
  useGetStarClientsQuery,
  useLazyGetStarClientsQuery,
  useGetUsersAllQuery,
  useLazyGetUsersAllQuery,
  useGetUsersByTypeQuery,
  useLazyGetUsersByTypeQuery,
  useGetUsersPaginatedQuery,
  useLazyGetUsersPaginatedQuery,
  useGetUsersPaginatedSearchQuery,
  useLazyGetUsersPaginatedSearchQuery,
  useRestoreUserMutation,
} = injectedRtkApi;
