import { ordersApi as generatedOrdersApi } from './generated/orders';
import type { OrderPage } from './generated/orders';

/**
 * The orders endpoints with cache tags (generated code is never edited: tags and invalidation are
 * added here). Imported by the screens that need them, so they load with those screens.
 *
 * - `Order` (by id, and `LIST` for every list page): the lists and one order;
 * - `OrderStats`: what the dashboard shows (counts by status, latest orders, charts).
 *
 * Every change to an order (create, edit, status, delete, restore) invalidates the order, every
 * list and the dashboard figures, also when the server refuses it (a 409 for a transition that is
 * no longer allowed means what is on screen was stale: read it again).
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

export const ordersApi = generatedOrdersApi.enhanceEndpoints({
  addTagTypes: ['Order', 'OrderStats'],
  endpoints: {
    getOrdersPaginated: { providesTags: (result) => orderPageTags(result) },
    getOrdersPaginatedSearch: { providesTags: (result) => orderPageTags(result) },
    getFinishedOrders: { providesTags: (result) => orderPageTags(result) },
    getOrder: { providesTags: (_result, _error, arg) => [{ type: 'Order', id: arg.id }] },
    getOrderStatusCounts: { providesTags: [ORDER_STATS] },
    getLastOrders: { providesTags: [ORDER_STATS, ORDER_LIST] },
    getOrderStats: { providesTags: [ORDER_STATS] },
    createOrder: { invalidatesTags: () => orderChangedTags() },
    updateOrder: { invalidatesTags: (_result, _error, arg) => orderChangedTags(arg.id) },
    changeOrderStatus: { invalidatesTags: (_result, _error, arg) => orderChangedTags(arg.id) },
    deleteOrder: { invalidatesTags: (_result, _error, arg) => orderChangedTags(arg.id) },
    restoreOrder: { invalidatesTags: (_result, _error, arg) => orderChangedTags(arg.id) },
  },
});

export * from './generated/orders';
