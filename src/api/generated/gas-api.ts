import { emptyApi as api } from '../empty-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHealth: build.query<GetHealthApiResponse, GetHealthApiArg>({
      query: () => ({ url: `/api/health` }),
    }),
    getCurrentUser: build.query<GetCurrentUserApiResponse, GetCurrentUserApiArg>({
      query: () => ({ url: `/api/auth/me` }),
    }),
    loginByEmail: build.mutation<LoginByEmailApiResponse, LoginByEmailApiArg>({
      query: (queryArg) => ({
        url: `/api/auth/login`,
        method: 'POST',
        body: queryArg.loginEmailBody,
      }),
    }),
    loginByNumber: build.mutation<LoginByNumberApiResponse, LoginByNumberApiArg>({
      query: (queryArg) => ({
        url: `/auth/login`,
        method: 'POST',
        body: queryArg.loginNumberBody,
      }),
    }),
    logout: build.mutation<LogoutApiResponse, LogoutApiArg>({
      query: (queryArg) => ({
        url: `/auth/logout`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    register: build.mutation<RegisterApiResponse, RegisterApiArg>({
      query: (queryArg) => ({
        url: `/api/auth/register`,
        method: 'POST',
        body: queryArg.registerBody,
      }),
    }),
    resetPassword: build.mutation<ResetPasswordApiResponse, ResetPasswordApiArg>({
      query: (queryArg) => ({
        url: `/auth/resetPassword`,
        method: 'POST',
        body: queryArg.resetPasswordBody,
      }),
    }),
    sendResetEmail: build.mutation<SendResetEmailApiResponse, SendResetEmailApiArg>({
      query: (queryArg) => ({
        url: `/auth/sendEmail`,
        method: 'POST',
        body: queryArg.sendResetEmailBody,
      }),
    }),
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
      query: () => ({ url: `/api/users/all` }),
    }),
    getUsersByType: build.query<GetUsersByTypeApiResponse, GetUsersByTypeApiArg>({
      query: (queryArg) => ({ url: `/api/users/all/${queryArg['type']}` }),
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
    restoreUser: build.query<RestoreUserApiResponse, RestoreUserApiArg>({
      query: (queryArg) => ({ url: `/api/users/${queryArg.id}/restore` }),
    }),
    createHistorical: build.mutation<CreateHistoricalApiResponse, CreateHistoricalApiArg>({
      query: (queryArg) => ({
        url: `/api/historicals`,
        method: 'POST',
        body: queryArg.createHistoricalBody,
      }),
    }),
    createWallet: build.mutation<CreateWalletApiResponse, CreateWalletApiArg>({
      query: (queryArg) => ({
        url: `/api/wallets`,
        method: 'POST',
        body: queryArg.createWalletBody,
      }),
    }),
    getUserWallet: build.query<GetUserWalletApiResponse, GetUserWalletApiArg>({
      query: (queryArg) => ({ url: `/api/users/${queryArg.id}/wallet` }),
    }),
    getWalletHistoricals: build.query<GetWalletHistoricalsApiResponse, GetWalletHistoricalsApiArg>({
      query: (queryArg) => ({
        url: `/api/wallets/${queryArg.id}/historicals/${queryArg.page}/${queryArg.size}`,
      }),
    }),
    getZonesAll: build.query<GetZonesAllApiResponse, GetZonesAllApiArg>({
      query: () => ({ url: `/api/zones/all` }),
    }),
    getZone: build.query<GetZoneApiResponse, GetZoneApiArg>({
      query: (queryArg) => ({ url: `/api/zones/${queryArg.id}` }),
    }),
    updateZone: build.mutation<UpdateZoneApiResponse, UpdateZoneApiArg>({
      query: (queryArg) => ({
        url: `/api/zones/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.zoneBody,
      }),
    }),
    deleteZone: build.mutation<DeleteZoneApiResponse, DeleteZoneApiArg>({
      query: (queryArg) => ({
        url: `/api/zones/${queryArg.id}`,
        method: 'DELETE',
      }),
    }),
    createZone: build.mutation<CreateZoneApiResponse, CreateZoneApiArg>({
      query: (queryArg) => ({
        url: `/api/zones`,
        method: 'POST',
        body: queryArg.zoneBody,
      }),
    }),
    restoreZone: build.mutation<RestoreZoneApiResponse, RestoreZoneApiArg>({
      query: (queryArg) => ({
        url: `/api/zones/${queryArg.id}/restore`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    getZonesPaginated: build.query<GetZonesPaginatedApiResponse, GetZonesPaginatedApiArg>({
      query: (queryArg) => ({
        url: `/api/zones/paginated/${queryArg.page}/${queryArg.size}`,
        params: {
          trashed: queryArg.trashed,
          sort: queryArg.sort,
          order: queryArg.order,
        },
      }),
    }),
    getZonesPaginatedSearch: build.query<
      GetZonesPaginatedSearchApiResponse,
      GetZonesPaginatedSearchApiArg
    >({
      query: (queryArg) => ({
        url: `/api/zones/paginated/${queryArg.page}/${queryArg.size}/${queryArg.search}`,
        params: {
          trashed: queryArg.trashed,
          sort: queryArg.sort,
          order: queryArg.order,
        },
      }),
    }),
    getLocationsAll: build.query<GetLocationsAllApiResponse, GetLocationsAllApiArg>({
      query: () => ({ url: `/api/locations/all` }),
    }),
    getLocation: build.query<GetLocationApiResponse, GetLocationApiArg>({
      query: (queryArg) => ({ url: `/api/locations/${queryArg.id}` }),
    }),
    updateLocation: build.mutation<UpdateLocationApiResponse, UpdateLocationApiArg>({
      query: (queryArg) => ({
        url: `/api/locations/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.locationBody,
      }),
    }),
    deleteLocation: build.mutation<DeleteLocationApiResponse, DeleteLocationApiArg>({
      query: (queryArg) => ({
        url: `/api/locations/${queryArg.id}`,
        method: 'DELETE',
      }),
    }),
    createLocation: build.mutation<CreateLocationApiResponse, CreateLocationApiArg>({
      query: (queryArg) => ({
        url: `/api/locations`,
        method: 'POST',
        body: queryArg.locationBody,
      }),
    }),
    restoreLocation: build.mutation<RestoreLocationApiResponse, RestoreLocationApiArg>({
      query: (queryArg) => ({
        url: `/api/locations/${queryArg.id}/restore`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    getLocationsPaginated: build.query<
      GetLocationsPaginatedApiResponse,
      GetLocationsPaginatedApiArg
    >({
      query: (queryArg) => ({
        url: `/api/locations/paginated/${queryArg.page}/${queryArg.size}`,
        params: {
          trashed: queryArg.trashed,
          sort: queryArg.sort,
          order: queryArg.order,
        },
      }),
    }),
    getLocationsPaginatedSearch: build.query<
      GetLocationsPaginatedSearchApiResponse,
      GetLocationsPaginatedSearchApiArg
    >({
      query: (queryArg) => ({
        url: `/api/locations/paginated/${queryArg.page}/${queryArg.size}/${queryArg.search}`,
        params: {
          trashed: queryArg.trashed,
          sort: queryArg.sort,
          order: queryArg.order,
        },
      }),
    }),
    changeOrderStatus: build.mutation<ChangeOrderStatusApiResponse, ChangeOrderStatusApiArg>({
      query: (queryArg) => ({
        url: `/api/orders/${queryArg.id}/status`,
        method: 'POST',
        body: queryArg.changeOrderStatusBody,
      }),
    }),
    createOrder: build.mutation<CreateOrderApiResponse, CreateOrderApiArg>({
      query: (queryArg) => ({
        url: `/api/orders`,
        method: 'POST',
        body: queryArg.createOrderBody,
      }),
    }),
    deleteOrder: build.mutation<DeleteOrderApiResponse, DeleteOrderApiArg>({
      query: (queryArg) => ({
        url: `/api/orders/${queryArg.id}`,
        method: 'DELETE',
      }),
    }),
    getOrder: build.query<GetOrderApiResponse, GetOrderApiArg>({
      query: (queryArg) => ({ url: `/api/orders/${queryArg.id}` }),
    }),
    updateOrder: build.mutation<UpdateOrderApiResponse, UpdateOrderApiArg>({
      query: (queryArg) => ({
        url: `/api/orders/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.updateOrderBody,
      }),
    }),
    exportFinishedOrdersExcel: build.query<
      ExportFinishedOrdersExcelApiResponse,
      ExportFinishedOrdersExcelApiArg
    >({
      query: (queryArg) => ({
        url: `/api/orders/finished/excel/${queryArg.filter}`,
        params: {
          from: queryArg['from'],
          to: queryArg.to,
          status: queryArg.status,
        },
      }),
    }),
    exportFinishedOrdersPdf: build.query<
      ExportFinishedOrdersPdfApiResponse,
      ExportFinishedOrdersPdfApiArg
    >({
      query: (queryArg) => ({
        url: `/api/orders/finished/pdf/${queryArg.filter}`,
        params: {
          from: queryArg['from'],
          to: queryArg.to,
          status: queryArg.status,
        },
      }),
    }),
    exportOrdersExcel: build.query<ExportOrdersExcelApiResponse, ExportOrdersExcelApiArg>({
      query: (queryArg) => ({
        url: `/api/orders/list/excel/${queryArg.filter}`,
        params: {
          from: queryArg['from'],
          to: queryArg.to,
        },
      }),
    }),
    exportOrdersPdf: build.query<ExportOrdersPdfApiResponse, ExportOrdersPdfApiArg>({
      query: (queryArg) => ({
        url: `/api/orders/list/pdf/${queryArg.filter}`,
        params: {
          from: queryArg['from'],
          to: queryArg.to,
        },
      }),
    }),
    getFinishedOrders: build.query<GetFinishedOrdersApiResponse, GetFinishedOrdersApiArg>({
      query: (queryArg) => ({
        url: `/api/orders/finished/list/${queryArg.page}/${queryArg.size}/${queryArg.filter}`,
        params: {
          from: queryArg['from'],
          to: queryArg.to,
          status: queryArg.status,
          trashed: queryArg.trashed,
          sort: queryArg.sort,
          order: queryArg.order,
        },
      }),
    }),
    getLastOrders: build.query<GetLastOrdersApiResponse, GetLastOrdersApiArg>({
      query: (queryArg) => ({ url: `/api/orders/lastOrders/${queryArg.n}` }),
    }),
    getOrderStatusCounts: build.query<GetOrderStatusCountsApiResponse, GetOrderStatusCountsApiArg>({
      query: () => ({ url: `/api/orders/countStatus/` }),
    }),
    getOrdersPaginated: build.query<GetOrdersPaginatedApiResponse, GetOrdersPaginatedApiArg>({
      query: (queryArg) => ({
        url: `/api/orders/paginated/${queryArg.page}/${queryArg.size}`,
        params: {
          from: queryArg['from'],
          to: queryArg.to,
          status: queryArg.status,
          trashed: queryArg.trashed,
          sort: queryArg.sort,
          order: queryArg.order,
        },
      }),
    }),
    getOrdersPaginatedSearch: build.query<
      GetOrdersPaginatedSearchApiResponse,
      GetOrdersPaginatedSearchApiArg
    >({
      query: (queryArg) => ({
        url: `/api/orders/paginated/${queryArg.page}/${queryArg.size}/${queryArg.search}`,
        params: {
          from: queryArg['from'],
          to: queryArg.to,
          status: queryArg.status,
          trashed: queryArg.trashed,
          sort: queryArg.sort,
          order: queryArg.order,
        },
      }),
    }),
    restoreOrder: build.query<RestoreOrderApiResponse, RestoreOrderApiArg>({
      query: (queryArg) => ({ url: `/api/orders/${queryArg.id}/restore` }),
    }),
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
    createPrice: build.mutation<CreatePriceApiResponse, CreatePriceApiArg>({
      query: (queryArg) => ({
        url: `/api/prices`,
        method: 'POST',
        body: queryArg.priceBody,
      }),
    }),
    deletePrice: build.mutation<DeletePriceApiResponse, DeletePriceApiArg>({
      query: (queryArg) => ({
        url: `/api/prices/${queryArg.id}`,
        method: 'DELETE',
      }),
    }),
    updatePrice: build.mutation<UpdatePriceApiResponse, UpdatePriceApiArg>({
      query: (queryArg) => ({
        url: `/api/prices/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.priceBody,
      }),
    }),
    getAveragePrices: build.query<GetAveragePricesApiResponse, GetAveragePricesApiArg>({
      query: (queryArg) => ({
        url: `/api/prices/average/${queryArg['from']}/${queryArg.to}`,
      }),
    }),
    getCurrentPrice: build.query<GetCurrentPriceApiResponse, GetCurrentPriceApiArg>({
      query: (queryArg) => ({
        url: `/api/prices/current/${queryArg.zoneId}/${queryArg.product}`,
      }),
    }),
    getPricesPaginated: build.query<GetPricesPaginatedApiResponse, GetPricesPaginatedApiArg>({
      query: (queryArg) => ({
        url: `/api/prices/paginated/${queryArg.page}/${queryArg.size}`,
        params: {
          zone_id: queryArg.zoneId,
          product: queryArg.product,
          trashed: queryArg.trashed,
        },
      }),
    }),
    getPricesPaginatedSearch: build.query<
      GetPricesPaginatedSearchApiResponse,
      GetPricesPaginatedSearchApiArg
    >({
      query: (queryArg) => ({
        url: `/api/prices/paginated/${queryArg.page}/${queryArg.size}/${queryArg.search}`,
        params: {
          zone_id: queryArg.zoneId,
          product: queryArg.product,
          trashed: queryArg.trashed,
        },
      }),
    }),
    restorePrice: build.mutation<RestorePriceApiResponse, RestorePriceApiArg>({
      query: (queryArg) => ({
        url: `/api/prices/${queryArg.id}/restore`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as gasApi };
export type GetHealthApiResponse = /** status 200 OK */ Health;
export type GetHealthApiArg = void;
export type GetCurrentUserApiResponse = /** status 200 OK */ User;
export type GetCurrentUserApiArg = void;
export type LoginByEmailApiResponse = /** status 200 OK */ LoginResult;
export type LoginByEmailApiArg = {
  loginEmailBody: LoginEmailBody;
};
export type LoginByNumberApiResponse = /** status 200 OK */ LoginResult;
export type LoginByNumberApiArg = {
  loginNumberBody: LoginNumberBody;
};
export type LogoutApiResponse = /** status 200 OK */ Message;
export type LogoutApiArg = {
  body: {};
};
export type RegisterApiResponse = /** status 201 Created */ LoginResult;
export type RegisterApiArg = {
  registerBody: RegisterBody;
};
export type ResetPasswordApiResponse = /** status 200 OK */ Message;
export type ResetPasswordApiArg = {
  resetPasswordBody: ResetPasswordBody;
};
export type SendResetEmailApiResponse = /** status 200 OK */ Message;
export type SendResetEmailApiArg = {
  sendResetEmailBody: SendResetEmailBody;
};
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
  /** Calendar day YYYY-MM-DD, read in the business time zone (America/Mexico_City) */
  from: string;
  /** Calendar day YYYY-MM-DD, read in the business time zone (America/Mexico_City) */
  to: string;
};
export type ExportStarClientsPdfApiResponse = /** status 200 PDF document (attachment) */ Blob;
export type ExportStarClientsPdfApiArg = {
  /** Calendar day YYYY-MM-DD, read in the business time zone (America/Mexico_City) */
  from: string;
  /** Calendar day YYYY-MM-DD, read in the business time zone (America/Mexico_City) */
  to: string;
};
export type ExportUsersExcelApiResponse = /** status 200 Excel workbook (attachment) */ Blob;
export type ExportUsersExcelApiArg = {
  /** Search text, or `all` for every row */
  filter: string;
  /** without (default): active rows; only: deleted rows; with: both */
  trashed?: 'without' | 'only' | 'with';
  /** usuario: customer; empleado: employee; administrador: admin */
  typeUser?: UserType;
};
export type ExportUsersPdfApiResponse = /** status 200 PDF document (attachment) */ Blob;
export type ExportUsersPdfApiArg = {
  /** Search text, or `all` for every row */
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
  /** Calendar day YYYY-MM-DD, read in the business time zone (America/Mexico_City) */
  from: string;
  /** Calendar day YYYY-MM-DD, read in the business time zone (America/Mexico_City) */
  to: string;
  /** Page number, from 1 */
  page?: number;
  /** Rows per page, 1 to 100 */
  size?: number;
};
export type GetUsersAllApiResponse = /** status 200 OK */ UserPage;
export type GetUsersAllApiArg = void;
export type GetUsersByTypeApiResponse = /** status 200 OK */ UserPage;
export type GetUsersByTypeApiArg = {
  /** usuario: customer; empleado: employee; administrador: admin */
  type: UserType;
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
  /** Case- and accent-insensitive search text */
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
export type CreateHistoricalApiResponse = /** status 201 Created */ Historical;
export type CreateHistoricalApiArg = {
  createHistoricalBody: CreateHistoricalBody;
};
export type CreateWalletApiResponse = /** status 201 Created */ Wallet;
export type CreateWalletApiArg = {
  createWalletBody: CreateWalletBody;
};
export type GetUserWalletApiResponse = /** status 200 OK */ Wallet;
export type GetUserWalletApiArg = {
  /** Numeric identifier */
  id: number;
};
export type GetWalletHistoricalsApiResponse = /** status 200 OK */ HistoricalPage;
export type GetWalletHistoricalsApiArg = {
  /** Numeric identifier */
  id: number;
  /** Page number, from 1 */
  page: number;
  /** Rows per page, 1 to 100 */
  size: number;
};
export type GetZonesAllApiResponse = /** status 200 OK */ ZonePage;
export type GetZonesAllApiArg = void;
export type GetZoneApiResponse = /** status 200 OK */ Zone;
export type GetZoneApiArg = {
  /** Numeric identifier */
  id: number;
};
export type UpdateZoneApiResponse = /** status 200 OK */ Zone;
export type UpdateZoneApiArg = {
  /** Numeric identifier */
  id: number;
  zoneBody: ZoneBody;
};
export type DeleteZoneApiResponse = /** status 200 OK */ Zone;
export type DeleteZoneApiArg = {
  /** Numeric identifier */
  id: number;
};
export type CreateZoneApiResponse = /** status 201 Created */ Zone;
export type CreateZoneApiArg = {
  zoneBody: ZoneBody;
};
export type RestoreZoneApiResponse = /** status 200 OK */ Zone;
export type RestoreZoneApiArg = {
  /** Numeric identifier */
  id: number;
  body: {};
};
export type GetZonesPaginatedApiResponse = /** status 200 OK */ ZonePage;
export type GetZonesPaginatedApiArg = {
  /** Page number, from 1 */
  page: number;
  /** Rows per page, 1 to 100 */
  size: number;
  /** without (default): active rows; only: deleted rows; with: both */
  trashed?: 'without' | 'only' | 'with';
  /** Column to sort by */
  sort?: string;
  order?: 'asc' | 'desc';
};
export type GetZonesPaginatedSearchApiResponse = /** status 200 OK */ ZonePage;
export type GetZonesPaginatedSearchApiArg = {
  /** Page number, from 1 */
  page: number;
  /** Rows per page, 1 to 100 */
  size: number;
  /** Case- and accent-insensitive search text */
  search: string;
  /** without (default): active rows; only: deleted rows; with: both */
  trashed?: 'without' | 'only' | 'with';
  /** Column to sort by */
  sort?: string;
  order?: 'asc' | 'desc';
};
export type GetLocationsAllApiResponse = /** status 200 OK */ LocationPage;
export type GetLocationsAllApiArg = void;
export type GetLocationApiResponse = /** status 200 OK */ Location;
export type GetLocationApiArg = {
  /** Numeric identifier */
  id: number;
};
export type UpdateLocationApiResponse = /** status 200 OK */ Location;
export type UpdateLocationApiArg = {
  /** Numeric identifier */
  id: number;
  locationBody: LocationBody;
};
export type DeleteLocationApiResponse = /** status 200 OK */ Location;
export type DeleteLocationApiArg = {
  /** Numeric identifier */
  id: number;
};
export type CreateLocationApiResponse = /** status 201 Created */ Location;
export type CreateLocationApiArg = {
  locationBody: LocationBody;
};
export type RestoreLocationApiResponse = /** status 200 OK */ Location;
export type RestoreLocationApiArg = {
  /** Numeric identifier */
  id: number;
  body: {};
};
export type GetLocationsPaginatedApiResponse = /** status 200 OK */ LocationPage;
export type GetLocationsPaginatedApiArg = {
  /** Page number, from 1 */
  page: number;
  /** Rows per page, 1 to 100 */
  size: number;
  /** without (default): active rows; only: deleted rows; with: both */
  trashed?: 'without' | 'only' | 'with';
  /** Column to sort by */
  sort?: string;
  order?: 'asc' | 'desc';
};
export type GetLocationsPaginatedSearchApiResponse = /** status 200 OK */ LocationPage;
export type GetLocationsPaginatedSearchApiArg = {
  /** Page number, from 1 */
  page: number;
  /** Rows per page, 1 to 100 */
  size: number;
  /** Case- and accent-insensitive search text */
  search: string;
  /** without (default): active rows; only: deleted rows; with: both */
  trashed?: 'without' | 'only' | 'with';
  /** Column to sort by */
  sort?: string;
  order?: 'asc' | 'desc';
};
export type ChangeOrderStatusApiResponse = /** status 200 OK */ OrderDetail;
export type ChangeOrderStatusApiArg = {
  /** Numeric identifier */
  id: number;
  changeOrderStatusBody: ChangeOrderStatusBody;
};
export type CreateOrderApiResponse = /** status 201 Created */ OrderDetail;
export type CreateOrderApiArg = {
  createOrderBody: CreateOrderBody;
};
export type DeleteOrderApiResponse = /** status 200 OK */ Order;
export type DeleteOrderApiArg = {
  /** Numeric identifier */
  id: number;
};
export type GetOrderApiResponse = /** status 200 OK */ OrderDetail;
export type GetOrderApiArg = {
  /** Numeric identifier */
  id: number;
};
export type UpdateOrderApiResponse = /** status 200 OK */ OrderDetail;
export type UpdateOrderApiArg = {
  /** Numeric identifier */
  id: number;
  updateOrderBody: UpdateOrderBody;
};
export type ExportFinishedOrdersExcelApiResponse =
  /** status 200 Excel workbook (attachment) */ Blob;
export type ExportFinishedOrdersExcelApiArg = {
  /** Search text, or `all` for every row */
  filter: string;
  /** Calendar day YYYY-MM-DD, read in the business time zone (America/Mexico_City) */
  from?: string;
  /** Calendar day YYYY-MM-DD, read in the business time zone (America/Mexico_City) */
  to?: string;
  status?: OrderStatus;
};
export type ExportFinishedOrdersPdfApiResponse = /** status 200 PDF document (attachment) */ Blob;
export type ExportFinishedOrdersPdfApiArg = {
  /** Search text, or `all` for every row */
  filter: string;
  /** Calendar day YYYY-MM-DD, read in the business time zone (America/Mexico_City) */
  from?: string;
  /** Calendar day YYYY-MM-DD, read in the business time zone (America/Mexico_City) */
  to?: string;
  status?: OrderStatus;
};
export type ExportOrdersExcelApiResponse = /** status 200 Excel workbook (attachment) */ Blob;
export type ExportOrdersExcelApiArg = {
  /** Search text, or `all` for every row */
  filter: string;
  /** Calendar day YYYY-MM-DD, read in the business time zone (America/Mexico_City) */
  from?: string;
  /** Calendar day YYYY-MM-DD, read in the business time zone (America/Mexico_City) */
  to?: string;
};
export type ExportOrdersPdfApiResponse = /** status 200 PDF document (attachment) */ Blob;
export type ExportOrdersPdfApiArg = {
  /** Search text, or `all` for every row */
  filter: string;
  /** Calendar day YYYY-MM-DD, read in the business time zone (America/Mexico_City) */
  from?: string;
  /** Calendar day YYYY-MM-DD, read in the business time zone (America/Mexico_City) */
  to?: string;
};
export type GetFinishedOrdersApiResponse = /** status 200 OK */ OrderPage;
export type GetFinishedOrdersApiArg = {
  /** Page number, from 1 */
  page: number;
  /** Rows per page, 1 to 100 */
  size: number;
  /** Search text, or `all` for every row */
  filter: string;
  /** Calendar day YYYY-MM-DD, read in the business time zone (America/Mexico_City) */
  from?: string;
  /** Calendar day YYYY-MM-DD, read in the business time zone (America/Mexico_City) */
  to?: string;
  status?: OrderStatus;
  trashed?: 'without' | 'only' | 'with';
  sort?: string;
  order?: 'asc' | 'desc';
};
export type GetLastOrdersApiResponse = /** status 200 OK */ Order[];
export type GetLastOrdersApiArg = {
  n: number;
};
export type GetOrderStatusCountsApiResponse = /** status 200 OK */ StatusCounts;
export type GetOrderStatusCountsApiArg = void;
export type GetOrdersPaginatedApiResponse = /** status 200 OK */ OrderPage;
export type GetOrdersPaginatedApiArg = {
  /** Page number, from 1 */
  page: number;
  /** Rows per page, 1 to 100 */
  size: number;
  /** Calendar day YYYY-MM-DD, read in the business time zone (America/Mexico_City) */
  from?: string;
  /** Calendar day YYYY-MM-DD, read in the business time zone (America/Mexico_City) */
  to?: string;
  status?: OrderStatus;
  trashed?: 'without' | 'only' | 'with';
  sort?: string;
  order?: 'asc' | 'desc';
};
export type GetOrdersPaginatedSearchApiResponse = /** status 200 OK */ OrderPage;
export type GetOrdersPaginatedSearchApiArg = {
  /** Page number, from 1 */
  page: number;
  /** Rows per page, 1 to 100 */
  size: number;
  /** Case- and accent-insensitive search text */
  search: string;
  /** Calendar day YYYY-MM-DD, read in the business time zone (America/Mexico_City) */
  from?: string;
  /** Calendar day YYYY-MM-DD, read in the business time zone (America/Mexico_City) */
  to?: string;
  status?: OrderStatus;
  trashed?: 'without' | 'only' | 'with';
  sort?: string;
  order?: 'asc' | 'desc';
};
export type RestoreOrderApiResponse = /** status 200 OK */ Order;
export type RestoreOrderApiArg = {
  /** Numeric identifier */
  id: number;
};
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
  /** Calendar day YYYY-MM-DD, read in the business time zone (America/Mexico_City) */
  from?: string;
  /** Calendar day YYYY-MM-DD, read in the business time zone (America/Mexico_City) */
  to?: string;
};
export type GetAnswersPaginatedSearchApiResponse = /** status 200 OK */ AnswerPage;
export type GetAnswersPaginatedSearchApiArg = {
  /** Page number, from 1 */
  page: number;
  /** Rows per page, 1 to 100 */
  size: number;
  /** Case- and accent-insensitive search text */
  search: string;
  /** Numeric identifier */
  pollId?: number;
  /** Calendar day YYYY-MM-DD, read in the business time zone (America/Mexico_City) */
  from?: string;
  /** Calendar day YYYY-MM-DD, read in the business time zone (America/Mexico_City) */
  to?: string;
};
export type GetPollsApiResponse = /** status 200 OK */ PollPage;
export type GetPollsApiArg = {
  /** Page number, from 1 */
  page: number;
  /** Rows per page, 1 to 100 */
  size: number;
  /** Search text, or `all` for every row */
  filter: string;
};
export type CreatePriceApiResponse = /** status 201 Created */ Price;
export type CreatePriceApiArg = {
  priceBody: PriceBody;
};
export type DeletePriceApiResponse = /** status 200 OK */ Price;
export type DeletePriceApiArg = {
  /** Numeric identifier */
  id: number;
};
export type UpdatePriceApiResponse = /** status 200 OK */ Price;
export type UpdatePriceApiArg = {
  /** Numeric identifier */
  id: number;
  priceBody: PriceBody;
};
export type GetAveragePricesApiResponse = /** status 200 OK */ AveragePrice[];
export type GetAveragePricesApiArg = {
  /** Calendar day YYYY-MM-DD, read in the business time zone (America/Mexico_City) */
  from: string;
  /** Calendar day YYYY-MM-DD, read in the business time zone (America/Mexico_City) */
  to: string;
};
export type GetCurrentPriceApiResponse = /** status 200 OK */ Price;
export type GetCurrentPriceApiArg = {
  /** Numeric identifier */
  zoneId: number;
  /** Cylinders are sold per unit; stationary tanks per litre */
  product: Product;
};
export type GetPricesPaginatedApiResponse = /** status 200 OK */ PricePage;
export type GetPricesPaginatedApiArg = {
  /** Page number, from 1 */
  page: number;
  /** Rows per page, 1 to 100 */
  size: number;
  /** Numeric identifier */
  zoneId?: number;
  /** Cylinders are sold per unit; stationary tanks per litre */
  product?: Product;
  trashed?: 'without' | 'only' | 'with';
};
export type GetPricesPaginatedSearchApiResponse = /** status 200 OK */ PricePage;
export type GetPricesPaginatedSearchApiArg = {
  /** Page number, from 1 */
  page: number;
  /** Rows per page, 1 to 100 */
  size: number;
  /** Case- and accent-insensitive search text */
  search: string;
  /** Numeric identifier */
  zoneId?: number;
  /** Cylinders are sold per unit; stationary tanks per litre */
  product?: Product;
  trashed?: 'without' | 'only' | 'with';
};
export type RestorePriceApiResponse = /** status 200 OK */ Price;
export type RestorePriceApiArg = {
  /** Numeric identifier */
  id: number;
  body: {};
};
export type Health = {
  status: 'ok';
  database: 'sqlite' | 'postgres';
  version: string;
};
export type Error = {
  /** Human readable, Spanish by default (Accept-Language) */
  message: string;
  errors?: object;
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
export type LoginResult = {
  /** JWT with exp (seconds) and roles [{ name }] */
  token: string;
  token_type: 'bearer';
  /** Seconds until the token expires */
  expires_in: number;
  user: User;
};
export type LoginEmailBody = {
  email: string;
  password: string;
};
export type LoginNumberBody = {
  /** Employee number: 1 to 12 digits (string or integer) */
  number: string | number;
  password: string;
};
export type Message = {
  message: string;
};
export type RegisterBody = {
  full_name: string;
  /** Employee number: 1 to 12 digits (string or integer) */
  number: string | number;
  /** 3 to 40 letters, digits, dots, dashes or underscores */
  username: string;
  email: string;
  /** At least 8 characters */
  password: string;
  password_confirmation: string;
};
export type ResetPasswordBody = {
  email: string;
  /** The reset code sent by e-mail */
  token: string;
  /** At least 8 characters */
  password: string;
  password_confirmation: string;
};
export type SendResetEmailBody = {
  email: string;
  /** Employee number: 1 to 12 digits (string or integer) */
  number: string | number;
};
export type ChangePasswordBody = {
  /** Username or email */
  username: string;
  /** Current password */
  password: string;
  /** At least 8 characters */
  new_password: string;
  new_password_confirmation?: string;
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
export type MovementType = 'credit' | 'debit';
export type Historical = {
  /** Numeric identifier */
  id: number;
  /** Numeric identifier */
  user_id: number;
  /** Numeric identifier */
  wallet_id: number;
  type_movement: MovementType;
  /** Mexican pesos (MXN) with at most two decimals; stored as integer cents */
  amount: number;
  balance_after: number;
  message: string;
  user_add: number | null;
  user_add_name: string | null;
  order_id: number | null;
  /** ISO 8601, UTC */
  created_at: string;
};
export type CreateHistoricalBody = {
  /** Numeric identifier */
  user_id: number;
  /** Numeric identifier */
  wallet_id: number;
  type_movement: MovementType;
  amount: number;
  message: string;
  user_add?: number | null;
};
export type CreateWalletBody = {
  /** Numeric identifier */
  user_id: number;
  /** Mexican pesos (MXN) with at most two decimals; stored as integer cents */
  amount: number;
  user_add?: number | null;
};
export type HistoricalPage = {
  data: Historical[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
};
export type Zone = {
  /** Numeric identifier */
  id: number;
  name: string;
  phone: string | null;
  description: string | null;
  /** ISO 8601, UTC */
  created_at: string;
  /** ISO 8601, UTC */
  updated_at: string;
  deleted_at: string | null;
};
export type ZonePage = {
  data: Zone[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
};
export type ZoneBody = {
  name: string;
  phone?: string | null;
  description?: string | null;
};
export type Location = {
  /** Numeric identifier */
  id: number;
  name: string;
  phone: string | null;
  description: string | null;
  /** Numeric identifier */
  zone_id: number;
  zone_name: string | null;
  /** ISO 8601, UTC */
  created_at: string;
  /** ISO 8601, UTC */
  updated_at: string;
  deleted_at: string | null;
};
export type LocationPage = {
  data: Location[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
};
export type LocationBody = {
  name: string;
  phone?: string | null;
  description?: string | null;
  /** Numeric identifier */
  zone_id: number;
};
export type Product =
  'cylinder_10kg' | 'cylinder_20kg' | 'cylinder_30kg' | 'cylinder_45kg' | 'stationary_litre';
export type PaymentMethod = 'cash' | 'card' | 'wallet';
export type OrderStatus = 'new' | 'in_process' | 'completed' | 'cancelled';
export type OrderStatusChange = {
  /** Numeric identifier */
  id: number;
  from_status: OrderStatus | null;
  to_status: OrderStatus;
  reason: string | null;
  user_id: number | null;
  user_name: string | null;
  /** ISO 8601, UTC */
  created_at: string;
};
export type OrderDetail = {
  /** Numeric identifier */
  id: number;
  /** Human readable, unique (GLP-000123) */
  folio: string;
  customer_id: number | null;
  customer_name: string;
  customer_phone: string;
  address: string;
  /** Numeric identifier */
  zone_id: number;
  zone_name: string | null;
  location_id: number | null;
  location_name: string | null;
  employee_id: number | null;
  employee_name: string | null;
  product: Product;
  quantity: number;
  /** Mexican pesos (MXN) with at most two decimals; stored as integer cents */
  unit_price: number;
  /** Mexican pesos (MXN) with at most two decimals; stored as integer cents */
  total: number;
  payment_method: PaymentMethod;
  status: OrderStatus;
  cancellation_reason: string | null;
  notes: string | null;
  created_by: number | null;
  /** ISO 8601, UTC */
  created_at: string;
  /** ISO 8601, UTC */
  updated_at: string;
  in_process_at: string | null;
  completed_at: string | null;
  cancelled_at: string | null;
  deleted_at: string | null;
  status_history: OrderStatusChange[];
};
export type ChangeOrderStatusBody = {
  status: OrderStatus;
  reason?: string | null;
};
export type CreateOrderBody = {
  customer_id?: number | null;
  customer_name: string;
  /** Phone number: 7 to 20 digits, spaces, dashes, dots, parentheses or a leading + */
  customer_phone: string;
  address: string;
  /** Numeric identifier */
  zone_id: number;
  location_id?: number | null;
  employee_id?: number | null;
  product: Product;
  quantity: number;
  /** Mexican pesos (MXN) with at most two decimals; stored as integer cents */
  unit_price?: number;
  payment_method: PaymentMethod;
  status?: OrderStatus;
  cancellation_reason?: string | null;
  notes?: string | null;
};
export type Order = {
  /** Numeric identifier */
  id: number;
  /** Human readable, unique (GLP-000123) */
  folio: string;
  customer_id: number | null;
  customer_name: string;
  customer_phone: string;
  address: string;
  /** Numeric identifier */
  zone_id: number;
  zone_name: string | null;
  location_id: number | null;
  location_name: string | null;
  employee_id: number | null;
  employee_name: string | null;
  product: Product;
  quantity: number;
  /** Mexican pesos (MXN) with at most two decimals; stored as integer cents */
  unit_price: number;
  /** Mexican pesos (MXN) with at most two decimals; stored as integer cents */
  total: number;
  payment_method: PaymentMethod;
  status: OrderStatus;
  cancellation_reason: string | null;
  notes: string | null;
  created_by: number | null;
  /** ISO 8601, UTC */
  created_at: string;
  /** ISO 8601, UTC */
  updated_at: string;
  in_process_at: string | null;
  completed_at: string | null;
  cancelled_at: string | null;
  deleted_at: string | null;
};
export type UpdateOrderBody = {
  /** Numeric identifier */
  id?: number;
  customer_id?: number | null;
  customer_name: string;
  /** Phone number: 7 to 20 digits, spaces, dashes, dots, parentheses or a leading + */
  customer_phone: string;
  address: string;
  /** Numeric identifier */
  zone_id: number;
  location_id?: number | null;
  employee_id?: number | null;
  product: Product;
  quantity: number;
  /** Mexican pesos (MXN) with at most two decimals; stored as integer cents */
  unit_price?: number;
  payment_method: PaymentMethod;
  status?: OrderStatus;
  cancellation_reason?: string | null;
  notes?: string | null;
};
export type OrderPage = {
  data: Order[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
};
export type StatusCounts = {
  new: number;
  in_process: number;
  completed: number;
  cancelled: number;
  total: number;
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
export type Price = {
  /** Numeric identifier */
  id: number;
  /** Numeric identifier */
  zone_id: number;
  zone_name: string | null;
  product: Product;
  /** Mexican pesos (MXN) with at most two decimals; stored as integer cents */
  price: number;
  /** Calendar day YYYY-MM-DD, read in the business time zone (America/Mexico_City) */
  effective_from: string;
  user_add: number | null;
  /** ISO 8601, UTC */
  created_at: string;
  /** ISO 8601, UTC */
  updated_at: string;
  deleted_at: string | null;
};
export type PriceBody = {
  /** Numeric identifier */
  zone_id: number;
  product: Product;
  /** Mexican pesos (MXN) with at most two decimals; stored as integer cents */
  price: number;
  /** Calendar day YYYY-MM-DD, read in the business time zone (America/Mexico_City) */
  effective_from: string;
};
export type AveragePrice = {
  /** Numeric identifier */
  zone_id: number;
  zone_name: string;
  product: Product;
  average_price: number | null;
  current_price: number | null;
  orders_count: number;
};
export type PricePage = {
  data: Price[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
};
export const {
  useGetHealthQuery,
  useLazyGetHealthQuery,
  useGetCurrentUserQuery,
  useLazyGetCurrentUserQuery,
  useLoginByEmailMutation,
  useLoginByNumberMutation,
  useLogoutMutation,
  useRegisterMutation,
  useResetPasswordMutation,
  useSendResetEmailMutation,
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
  useRestoreUserQuery,
  useLazyRestoreUserQuery,
  useCreateHistoricalMutation,
  useCreateWalletMutation,
  useGetUserWalletQuery,
  useLazyGetUserWalletQuery,
  useGetWalletHistoricalsQuery,
  useLazyGetWalletHistoricalsQuery,
  useGetZonesAllQuery,
  useLazyGetZonesAllQuery,
  useGetZoneQuery,
  useLazyGetZoneQuery,
  useUpdateZoneMutation,
  useDeleteZoneMutation,
  useCreateZoneMutation,
  useRestoreZoneMutation,
  useGetZonesPaginatedQuery,
  useLazyGetZonesPaginatedQuery,
  useGetZonesPaginatedSearchQuery,
  useLazyGetZonesPaginatedSearchQuery,
  useGetLocationsAllQuery,
  useLazyGetLocationsAllQuery,
  useGetLocationQuery,
  useLazyGetLocationQuery,
  useUpdateLocationMutation,
  useDeleteLocationMutation,
  useCreateLocationMutation,
  useRestoreLocationMutation,
  useGetLocationsPaginatedQuery,
  useLazyGetLocationsPaginatedQuery,
  useGetLocationsPaginatedSearchQuery,
  useLazyGetLocationsPaginatedSearchQuery,
  useChangeOrderStatusMutation,
  useCreateOrderMutation,
  useDeleteOrderMutation,
  useGetOrderQuery,
  useLazyGetOrderQuery,
  useUpdateOrderMutation,
  useExportFinishedOrdersExcelQuery,
  useLazyExportFinishedOrdersExcelQuery,
  useExportFinishedOrdersPdfQuery,
  useLazyExportFinishedOrdersPdfQuery,
  useExportOrdersExcelQuery,
  useLazyExportOrdersExcelQuery,
  useExportOrdersPdfQuery,
  useLazyExportOrdersPdfQuery,
  useGetFinishedOrdersQuery,
  useLazyGetFinishedOrdersQuery,
  useGetLastOrdersQuery,
  useLazyGetLastOrdersQuery,
  useGetOrderStatusCountsQuery,
  useLazyGetOrderStatusCountsQuery,
  useGetOrdersPaginatedQuery,
  useLazyGetOrdersPaginatedQuery,
  useGetOrdersPaginatedSearchQuery,
  useLazyGetOrdersPaginatedSearchQuery,
  useRestoreOrderQuery,
  useLazyRestoreOrderQuery,
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
  useCreatePriceMutation,
  useDeletePriceMutation,
  useUpdatePriceMutation,
  useGetAveragePricesQuery,
  useLazyGetAveragePricesQuery,
  useGetCurrentPriceQuery,
  useLazyGetCurrentPriceQuery,
  useGetPricesPaginatedQuery,
  useLazyGetPricesPaginatedQuery,
  useGetPricesPaginatedSearchQuery,
  useLazyGetPricesPaginatedSearchQuery,
  useRestorePriceMutation,
} = injectedRtkApi;
