import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useDeletePriceMaximumMutation, useRestorePriceMaximumMutation } from '@/api/prices';
import type { PriceMaximum } from '@/api/prices';
import { ListPage } from '@/components/data-grid/list-page';
import { useDateRangeFilter } from '@/components/data-grid/use-date-range-filter';
import { useListUrlState } from '@/components/data-grid/list-url-state';
import type { ListColumn, RowActions } from '@/components/data-grid/list-types';
import { formatDayRange } from '@/lib/format/date-time';
import { formatMoney } from '@/lib/format/money';
import { useAppSelector } from '@/store/hooks';
import { usePriceMaximumPages } from '../hooks/use-price-pages';
import type { PriceMaximumListArgs } from '../hooks/use-price-pages';
import { isProductKind } from '../products';
import { selectIsAdministrator } from '@/lib/session/user';
import { PRICE_FILTER_PARAMS, PriceFilters, zoneFilterOf } from './price-filters';
import { ProductKindSelect } from './product-select';

/** Columns the server sorts by. */
const SORTABLE = ['zone_name', 'product_kind', 'week_start', 'max'] as const;

/**
 * `prices/maximums`: the maximum prices the regulator publishes every week (Sunday to Saturday)
 * per zone, per kg of gas in cylinders and per litre of stationary gas, filtered by zone, kind and
 * the weeks that overlap a date range. Staff read them; administrators set, correct, delete and
 * restore them (a price above the maximum of its week is refused).
 */
export function PriceMaximumList() {
  const { t, i18n } = useTranslation('prices');
  const kindSelectId = useId();
  const [params] = useSearchParams();
  const [, { setFilter }] = useListUrlState({ sortable: SORTABLE });
  const dates = useDateRangeFilter();
  // only an administrator writes prices (the server refuses the rest); employees read them
  const mayWrite = useAppSelector(selectIsAdministrator);
  const [deleteMaximum] = useDeletePriceMaximumMutation();
  const [restoreMaximum] = useRestorePriceMaximumMutation();

  const zoneId = zoneFilterOf(params.get(PRICE_FILTER_PARAMS.zone));
  const rawKind = params.get(PRICE_FILTER_PARAMS.kind);
  const productKind = isProductKind(rawKind) ? rawKind : undefined;
  const { from, to } = dates.args;

  const extraArgs = useMemo<PriceMaximumListArgs>(
    () => ({ zoneId, productKind, from, to }),
    [from, productKind, to, zoneId],
  );

  const columns = useMemo<ListColumn<PriceMaximum>[]>(
    () => [
      { field: 'zone_name', headerName: t('fields.zone'), sortable: true, flex: 1, minWidth: 150 },
      {
        field: 'product_kind',
        headerName: t('fields.productKind'),
        sortable: true,
        flex: 1,
        minWidth: 190,
        valueGetter: (_value, row) => t(`productKinds.${row.product_kind}`),
      },
      {
        field: 'week_start',
        headerName: t('fields.week'),
        sortable: true,
        flex: 1,
        minWidth: 190,
        valueGetter: (_value, row) => formatDayRange(row.week_start, row.week_end, i18n.language),
      },
      {
        field: 'max',
        headerName: t('fields.maximum'),
        sortable: true,
        type: 'number',
        width: 160,
        valueFormatter: (value: number, row) =>
          t('maximums.amount', {
            amount: formatMoney(value, i18n.language),
            unit: t(`units.${row.product_kind}`),
          }),
      },
      {
        field: 'user_add_name',
        headerName: t('fields.setBy'),
        flex: 1,
        minWidth: 150,
        valueGetter: (value: string | null) => value ?? '—',
      },
    ],
    [i18n.language, t],
  );

  const actions = useMemo<RowActions<PriceMaximum>>(
    () =>
      mayWrite
        ? {
            editPath: (maximum) => `${String(maximum.id)}/edit`,
            onDelete: (maximum) => deleteMaximum({ id: maximum.id }).unwrap(),
            onRestore: (maximum) => restoreMaximum({ id: maximum.id, body: {} }).unwrap(),
          }
        : {},
    [deleteMaximum, mayWrite, restoreMaximum],
  );

  return (
    <ListPage<PriceMaximum, PriceMaximumListArgs>
      title={t('maximums.list.title')}
      columns={columns}
      useList={usePriceMaximumPages}
      extraArgs={extraArgs}
      skip={dates.invalid}
      rowLabel={(maximum) =>
        t('maximums.list.rowLabel', {
          zone: maximum.zone_name ?? `#${String(maximum.zone_id)}`,
          unit: t(`units.${maximum.product_kind}`),
          week: formatDayRange(maximum.week_start, maximum.week_end, i18n.language, 'long'),
        })
      }
      actions={actions}
      trash={mayWrite}
      {...(mayWrite ? { create: { label: t('maximums.actions.new'), path: 'new' } } : {})}
      toolbar={
        <PriceFilters zoneId={zoneId} setFilter={setFilter} dates={dates}>
          <ProductKindSelect
            id={kindSelectId}
            size="small"
            value={productKind ?? null}
            onChange={(value) => setFilter(PRICE_FILTER_PARAMS.kind, value)}
            none={t('maximums.filters.allKinds')}
          />
        </PriceFilters>
      }
    />
  );
}
