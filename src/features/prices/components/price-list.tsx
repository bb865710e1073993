import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import { useDeletePriceMutation, useRestorePriceMutation } from '@/api/prices';
import type { Price } from '@/api/prices';
import { ListPage } from '@/components/data-grid/list-page';
import { useDateRangeFilter } from '@/components/data-grid/use-date-range-filter';
import { useListUrlState } from '@/components/data-grid/list-url-state';
import type { ListColumn, RowActions } from '@/components/data-grid/list-types';
import { formatDay } from '@/lib/format/date-time';
import { formatMoney } from '@/lib/format/money';
import { useAppSelector } from '@/store/hooks';
import { usePricePages, usePriceSearchPages } from '../hooks/use-price-pages';
import type { PriceListArgs } from '../hooks/use-price-pages';
import { isProduct } from '@/lib/orders/products';
import { selectIsAdministrator } from '@/lib/session/user';
import { PRICE_FILTER_PARAMS, PriceFilters, zoneFilterOf } from './price-filters';
import { PriceSummary } from './price-summary';
import { ProductSelect } from './product-select';

/** Columns the server sorts by. */
const SORTABLE = ['zone_name', 'product', 'price', 'effective_from', 'user_add_name'] as const;

/**
 * `prices` (Average price management): the filter (zone, product, date range) drives the price
 * records below (who set each price and from which day, on the list pattern) and the average price
 * over the range per zone and product, weighted by the days each price was in force, with the
 * price over time as a chart. Administrators set, correct, delete and restore prices. The
 * regulated maximums that cap the prices are a screen of their own (`prices/maximums`).
 */
export function PriceList() {
  const { t, i18n } = useTranslation('prices');
  const productSelectId = useId();
  const [params] = useSearchParams();
  const [, { setFilter }] = useListUrlState({ sortable: SORTABLE });
  const dates = useDateRangeFilter();
  // only an administrator writes prices (the server refuses the rest); employees read them
  const mayWrite = useAppSelector(selectIsAdministrator);
  const [deletePrice] = useDeletePriceMutation();
  const [restorePrice] = useRestorePriceMutation();

  const zoneId = zoneFilterOf(params.get(PRICE_FILTER_PARAMS.zone));
  const rawProduct = params.get(PRICE_FILTER_PARAMS.product);
  const product = isProduct(rawProduct) ? rawProduct : undefined;
  const { from, to } = dates.args;

  const extraArgs = useMemo<PriceListArgs>(
    () => ({ zoneId, product, from, to }),
    [from, product, to, zoneId],
  );

  const columns = useMemo<ListColumn<Price>[]>(
    () => [
      { field: 'zone_name', headerName: t('fields.zone'), sortable: true, flex: 1, minWidth: 150 },
      {
        field: 'product',
        headerName: t('fields.product'),
        sortable: true,
        flex: 1,
        minWidth: 150,
        valueGetter: (_value, row) => t(`products.${row.product}`),
      },
      {
        field: 'price',
        headerName: t('fields.price'),
        sortable: true,
        type: 'number',
        width: 130,
        valueFormatter: (value: number) => formatMoney(value, i18n.language),
      },
      {
        field: 'effective_from',
        headerName: t('fields.effectiveFrom'),
        sortable: true,
        width: 150,
        valueFormatter: (value: string) => formatDay(value, i18n.language, 'long'),
      },
      {
        field: 'user_add_name',
        headerName: t('fields.setBy'),
        sortable: true,
        flex: 1,
        minWidth: 150,
        valueGetter: (value: string | null) => value ?? '—',
      },
    ],
    [i18n.language, t],
  );

  const actions = useMemo<RowActions<Price>>(
    () =>
      mayWrite
        ? {
            editPath: (price) => `${String(price.id)}/edit`,
            onDelete: (price) => deletePrice({ id: price.id }).unwrap(),
            onRestore: (price) => restorePrice({ id: price.id, body: {} }).unwrap(),
          }
        : {},
    [deletePrice, mayWrite, restorePrice],
  );

  return (
    <Stack spacing={4}>
      <ListPage<Price, PriceListArgs>
        title={t('list.title')}
        columns={columns}
        useList={usePricePages}
        useSearch={usePriceSearchPages}
        extraArgs={extraArgs}
        skip={dates.invalid}
        rowLabel={(price) =>
          t('list.rowLabel', {
            zone: price.zone_name ?? `#${String(price.zone_id)}`,
            product: t(`products.${price.product}`),
            day: formatDay(price.effective_from, i18n.language, 'long'),
          })
        }
        actions={actions}
        trash={mayWrite}
        {...(mayWrite ? { create: { label: t('actions.new'), path: 'new' } } : {})}
        toolbar={
          <PriceFilters
            zoneId={zoneId}
            setFilter={setFilter}
            dates={dates}
            after={
              <Button
                component={RouterLink}
                to="maximums"
                variant="outlined"
                // the text colour: the primary colour as text on the dark panel is too faint (WCAG AA)
                color="inherit"
                startIcon={<GavelOutlined />}
              >
                {t('maximums.list.title')}
              </Button>
            }
          >
            <ProductSelect
              id={productSelectId}
              size="small"
              value={product ?? null}
              onChange={(value) => setFilter(PRICE_FILTER_PARAMS.product, value)}
              none={t('filters.allProducts')}
            />
          </PriceFilters>
        }
      />
      <PriceSummary zoneId={zoneId} product={product} from={from} to={to} />
    </Stack>
  );
}
