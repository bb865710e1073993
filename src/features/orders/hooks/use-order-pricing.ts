import { useMemo, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { errorKind } from '@/api/errors';
import { useGetCurrentPriceQuery } from '@/api/orders';
import type { CurrentPrice, GetCurrentPriceApiArg, OrderDetail } from '@/api/orders';
import { useGetClientQuery } from '@/api/users';
import { pesosToCents } from '@/lib/money/money';
import { isProduct } from '@/lib/orders/products';
import type { OrderContext, OrderValues } from '../order-form-values';

/** Where the price in force stands: no zone and product yet, asked for, found, none, failed. */
export type PriceState = 'choose' | 'loading' | 'found' | 'none' | 'failed';

export interface PriceInForce {
  state: PriceState;
  /** The price found for the zone and product (its source and the day it took effect). */
  found: CurrentPrice | undefined;
}

export interface OrderPricing {
  /** What the form's rules need: the price in force, the customer's balance, what was charged. */
  context: OrderContext;
  /** The customer's wallet could not be read. */
  walletFailed: boolean;
  /**
   * Keeps the customer and the zone and product asked about in step with the form's values (call
   * it while rendering, once the values are known), and tells where the price in force stands.
   */
  follow: (values: OrderValues) => PriceInForce;
}

/** The zone and product to ask the price in force of: while the price is automatic. */
function wantedPriceOf(values: OrderValues): GetCurrentPriceApiArg | null {
  return values.price_auto && values.zone_id !== '' && isProduct(values.product)
    ? { zoneId: Number(values.zone_id), product: values.product }
    : null;
}

/**
 * The money side of the order form: the customer's wallet and the price in force for the zone and
 * product. The values live in `useForm`, which needs its rules first, and the rules need the wallet
 * and the price in force, which need the values (customer, zone, product): these two pieces of
 * state follow the values (`follow`) and feed the queries.
 */
export function useOrderPricing(
  initial: OrderValues,
  order: OrderDetail | undefined,
): OrderPricing {
  const [customerId, setCustomerId] = useState<number | null>(initial.customer?.id ?? null);
  const [priceKey, setPriceKey] = useState<GetCurrentPriceApiArg | null>(null);
  const client = useGetClientQuery(customerId === null ? skipToken : { id: customerId });
  const price = useGetCurrentPriceQuery(priceKey ?? skipToken);

  const priceInForceCents =
    priceKey !== null && price.currentData ? pesosToCents(price.currentData.price) : null;
  const wallet = client.currentData?.wallet;
  const balanceCents: OrderContext['balanceCents'] =
    customerId === null || wallet === undefined
      ? null
      : wallet === null
        ? 'none'
        : pesosToCents(wallet.amount);
  const chargedCents =
    order !== undefined &&
    order.payment_method === 'wallet' &&
    order.status !== 'cancelled' &&
    order.customer_id === customerId
      ? pesosToCents(order.total)
      : 0;
  const context = useMemo<OrderContext>(
    () => ({ priceInForceCents, balanceCents, chargedCents }),
    [balanceCents, chargedCents, priceInForceCents],
  );

  const follow = (values: OrderValues): PriceInForce => {
    // adjusting state while rendering, as React recommends for derived state
    const wantedCustomer = values.customer?.id ?? null;
    if (wantedCustomer !== customerId) setCustomerId(wantedCustomer);
    const wantedPrice = wantedPriceOf(values);
    if (wantedPrice?.zoneId !== priceKey?.zoneId || wantedPrice?.product !== priceKey?.product)
      setPriceKey(wantedPrice);

    let state: PriceState = 'loading';
    if (wantedPrice === null) state = 'choose';
    else if (price.isFetching) state = 'loading';
    else if (price.currentData !== undefined) state = 'found';
    else if (price.isError) state = errorKind(price.error) === 'notFound' ? 'none' : 'failed';
    return { state, found: price.currentData };
  };

  return { context, walletFailed: client.isError, follow };
}
