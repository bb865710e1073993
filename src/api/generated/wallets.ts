import { emptyApi as api } from '../empty-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
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
  }),
  overrideExisting: false,
});
export { injectedRtkApi as walletsApi };
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
export type Error = {
  /** Human readable, Spanish by default (Accept-Language) */
  message: string;
  errors?: object;
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
export const {
  useCreateHistoricalMutation,
  useCreateWalletMutation,
  useGetUserWalletQuery,
  useLazyGetUserWalletQuery,
  useGetWalletHistoricalsQuery,
  useLazyGetWalletHistoricalsQuery,
} = injectedRtkApi;
