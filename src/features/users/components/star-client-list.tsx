import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { StarClient } from '@/api/users';
import { useGetStarClientsQuery } from '@/api/users';
import { DateRangeFilter } from '@/components/data-grid/date-range-filter';
import { ListPage } from '@/components/data-grid/list-page';
import { useDateRangeFilter } from '@/components/data-grid/use-date-range-filter';
import type { DateRange } from '@/components/data-grid/date-range';
import type { ListColumn } from '@/components/data-grid/list-types';
import type { ListExports } from '@/components/data-grid/export-buttons';
import { defaultRange } from '../date-range';
import { fullName } from '../format';

const pesos = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });
const quantity = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 2 });

/**
 * `users/star-clients`: the customers ranked by completed orders, then kilograms and litres, for a
 * range of days in Mexico City (by default the current month up to today). The range lives in the
 * url (`?from=2025-06-01&to=2025-06-18`), with the page; the Excel and PDF exports are of the same
 * range.
 */
export function StarClientList() {
  const { t } = useTranslation('users');
  // both days are needed; a side the url does not give is the default one
  const dates = useDateRangeFilter({ required: true, fallback: defaultRange });
  const { from, to } = dates.range;
  const valid = !dates.invalid;

  // the columns and the view button fit the main area of a 1366 px wide screen, names readable:
  // the e-mail is in the exports and the client's view
  const columns = useMemo<ListColumn<StarClient>[]>(
    () => [
      { field: 'rank', headerName: t('starClients.columns.rank'), width: 76 },
      {
        field: 'name',
        headerName: t('fields.fullName'),
        flex: 1,
        minWidth: 200,
        valueGetter: (_value, row) => fullName(row),
      },
      { field: 'phone', headerName: t('fields.phone'), width: 120 },
      { field: 'zone_name', headerName: t('fields.zone'), flex: 0.6, minWidth: 150 },
      {
        field: 'completed_orders',
        headerName: t('starClients.columns.completedOrdersShort'),
        description: t('starClients.columns.completedOrders'),
        type: 'number',
        width: 100,
      },
      {
        field: 'kg_total',
        headerName: t('starClients.columns.kg'),
        type: 'number',
        width: 80,
        valueFormatter: (value: number) => quantity.format(value),
      },
      {
        field: 'litres_total',
        headerName: t('starClients.columns.litres'),
        type: 'number',
        width: 80,
        valueFormatter: (value: number) => quantity.format(value),
      },
      {
        field: 'total_amount',
        headerName: t('starClients.columns.totalAmount'),
        type: 'number',
        width: 124,
        valueFormatter: (value: number) => pesos.format(value),
      },
    ],
    [t],
  );
  const extraArgs = useMemo(() => ({ from, to }), [from, to]);
  const listExports = useMemo<ListExports>(
    () => ({
      url: (format) =>
        `/api/users/starclients/${format}/${encodeURIComponent(from)}/${encodeURIComponent(to)}`,
      filename: t('starClients.exportFilename', { from, to }),
    }),
    [from, t, to],
  );

  return (
    <ListPage<StarClient, DateRange>
      title={t('starClients.title')}
      columns={columns}
      useList={useGetStarClientsQuery}
      extraArgs={extraArgs}
      skip={!valid}
      rowLabel={fullName}
      getRowId={(row) => row.user_id}
      actions={{ viewPath: (row) => `../${String(row.user_id)}` }}
      exports={valid ? listExports : undefined}
      toolbar={<DateRangeFilter dates={dates} label={t('starClients.range.label')} />}
    />
  );
}
