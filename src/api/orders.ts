import { ordersApi as generatedOrdersApi } from './generated/orders';
import type { OrderPage } from './generated/orders';
import { pricesApi as generatedPricesApi } from './generated/prices';

/**
 * The orders endpoints with cache tags (generated code is never edited: tags and invalidation are
 * added here). Imported by the screens that need them, so they load with those screens.
 *
 * - `Order` (by id, and `LIST` for every list page): the lists and one order;
 * - `OrderStats`: what the dashboard shows (counts by status, latest orders, charts).
 *
 * Every change to an order (create, edit, status, delete, restore) invalidates the order, every
 * list and the dashboard figures, also when the server refuses it (a 409 for a transition that is
 * no longer allowed means what is on screen was stale: read it again). Creating, editing or moving
 * an order may also charge or refund a customer's wallet (wallet payments): those invalidate the
 * wallets and client views too (`@/api/wallets`, `@/api/users`).
 */
const ORDER_LIST = { type: 'Order', id: 'LIST' } as const;
const ORDER_STATS = { type: 'OrderStats', id: 'ALL' } as const;

function orderPageTags(page: OrderPage | undefined) {
  return page
    ? [...page.data.map((order) => ({ type: 'Order' as const, id: order.id })), ORDER_LIST]
    : [ORDER_LIST];
}

function orderChangedTags(id?: number) {
  return id === undefined
    ? [ORDER_LIST, ORDER_STATS]
    : [{ type: 'Order' as const, id }, ORDER_LIST, ORDER_STATS];
}

/** A wallet payment moves money: every wallet, movement page and client view is read again. */
const WALLET_TAGS = ['Wallet', 'WalletHistory', 'Client'] as const;

export const ordersApi = generatedOrdersApi.enhanceEndpoints({
  addTagTypes: ['Order', 'OrderStats', ...WALLET_TAGS],
  endpoints: {
    getOrdersPaginated: { providesTags: (result) => orderPageTags(result) },
    getOrdersPaginatedSearch: { providesTags: (result) => orderPageTags(result) },
    getFinishedOrders: { providesTags: (result) => orderPageTags(result) },
    getMyOrders: { providesTags: (result) => orderPageTags(result) },
    getOrder: { providesTags: (_result, _error, arg) => [{ type: 'Order', id: arg.id }] },
    getOrderStatusCounts: { providesTags: [ORDER_STATS] },
    getLastOrders: { providesTags: [ORDER_STATS, ORDER_LIST] },
    getOrderStats: { providesTags: [ORDER_STATS] },
    createOrder: { invalidatesTags: () => [...orderChangedTags(), ...WALLET_TAGS] },
    repeatMyOrder: { invalidatesTags: () => [...orderChangedTags(), ...WALLET_TAGS] },
    updateOrder: {
      invalidatesTags: (_result, _error, arg) => [...orderChangedTags(arg.id), ...WALLET_TAGS],
    },
    changeOrderStatus: {
      invalidatesTags: (_result, _error, arg) => [...orderChangedTags(arg.id), ...WALLET_TAGS],
    },
    deleteOrder: { invalidatesTags: (_result, _error, arg) => orderChangedTags(arg.id) },
    restoreOrder: { invalidatesTags: (_result, _error, arg) => orderChangedTags(arg.id) },
  },
});

/**
 * The price an order of a zone and product takes today (`GET /api/prices/current/{zone_id}/{product}`:
 * the price in force, else the last unit price used there; 404 when neither exists): the order
 * form's default unit price. Tagged `Price` like the prices screens' calls.
 */
export const currentPriceApi = generatedPricesApi.enhanceEndpoints({
  addTagTypes: ['Price'],
  endpoints: {
    getCurrentPrice: {
      providesTags: (_result, _error, arg) => [
        { type: 'Price', id: `${String(arg.zoneId)}:${arg.product}` },
        { type: 'Price', id: 'LIST' },
      ],
    },
  },
});

export const { useGetCurrentPriceQuery } = currentPriceApi;
export type { CurrentPrice, GetCurrentPriceApiArg, Price } from './generated/prices';

export * from './generated/orders';
