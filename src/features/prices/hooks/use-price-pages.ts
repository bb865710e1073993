import { skipToken } from '@reduxjs/toolkit/query';
import type { SkipToken } from '@reduxjs/toolkit/query';
import {
  useGetPriceMaximumsPaginatedQuery,
  useGetPricesPaginatedQuery,
  useGetPricesPaginatedSearchQuery,
} from '@/api/prices';
import type { Price, PriceMaximum, Product, ProductKind } from '@/api/prices';
import type {
  ListQueryResult,
  PageArgs,
  SearchPageArgs,
} from '@/components/data-grid/use-server-list';

/** What the prices screen adds to a list page's arguments: its filters. */
export interface PriceListArgs {
  zoneId?: number;
  product?: Product;
  /** effective_from from / to, inclusive days. */
  from?: string;
  to?: string;
}

/** What the regulated maximums screen adds to a list page's arguments: its filters. */
export interface PriceMaximumListArgs {
  zoneId?: number;
  productKind?: ProductKind;
  /** Weeks that overlap the range (they end on or after `from`, start on or before `to`). */
  from?: string;
  to?: string;
}

const withoutUndefined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T;

/** A page of price records for the list pattern (`useList`). */
export function usePricePages(arg: (PageArgs & PriceListArgs) | SkipToken): ListQueryResult<Price> {
  return useGetPricesPaginatedQuery(arg === skipToken ? skipToken : withoutUndefined(arg));
}

/** A page of price records matching a search (`useSearch`: zone name, product). */
export function usePriceSearchPages(
  arg: (SearchPageArgs & PriceListArgs) | SkipToken,
): ListQueryResult<Price> {
  return useGetPricesPaginatedSearchQuery(arg === skipToken ? skipToken : withoutUndefined(arg));
}

/** A page of regulated maximums for the list pattern (`useList`; the list has no search). */
export function usePriceMaximumPages(
  arg: (PageArgs & PriceMaximumListArgs) | SkipToken,
): ListQueryResult<PriceMaximum> {
  return useGetPriceMaximumsPaginatedQuery(arg === skipToken ? skipToken : withoutUndefined(arg));
}
