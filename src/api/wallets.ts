import { walletsApi as generatedWalletsApi } from './generated/wallets';

/**
 * The wallets endpoints with cache tags (generated code is never edited: tags and invalidation are
 * added here). Imported by the screens that need them, so they load with those screens.
 *
 * - `Wallet` (by user id): the wallet of a user;
 * - `WalletHistory` (by wallet id): its pages of movements;
 * - `Client` (by user id): the client view of `@/api/users`, which carries the wallet and balance.
 *
 * A movement or a new wallet invalidates all three for its user, also when the server refuses it
 * (a 422 for a debit above the balance means the balance on screen was stale: read it again).
 */
export const walletsApi = generatedWalletsApi.enhanceEndpoints({
  addTagTypes: ['Wallet', 'WalletHistory', 'Client'],
  endpoints: {
    getUserWallet: {
      providesTags: (_result, _error, arg) => [{ type: 'Wallet', id: arg.id }],
    },
    getWalletHistoricals: {
      providesTags: (_result, _error, arg) => [{ type: 'WalletHistory', id: arg.id }],
    },
    createWallet: {
      invalidatesTags: (_result, _error, { createWalletBody: body }) => [
        { type: 'Wallet', id: body.user_id },
        { type: 'Client', id: body.user_id },
      ],
    },
    createHistorical: {
      invalidatesTags: (_result, _error, { createHistoricalBody: body }) => [
        { type: 'Wallet', id: body.user_id },
        { type: 'WalletHistory', id: body.wallet_id },
        { type: 'Client', id: body.user_id },
      ],
    },
  },
});

export * from './generated/wallets';
