import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import type { CashCount } from '@/api/delivery-routes';
import { useGetUsersByTypeQuery } from '@/api/users';
import { useGetVehiclesAllQuery } from '@/api/vehicles';
import { DateRangeFilter } from '@/components/data-grid/date-range-filter';
import type { ExportFormat, ListExports } from '@/components/data-grid/export-buttons';
import { ListPage } from '@/components/data-grid/list-page';
import type { ListColumn } from '@/components/data-grid/list-types';
import { useListUrlState } from '@/components/data-grid/list-url-state';
import { useDateRangeFilter } from '@/components/data-grid/use-date-range-filter';
import { readableErrorColor } from '@/components/feedback/inline-alert';
import { FilterSelect } from '@/components/forms/filter-select';
import { formatDay } from '@/lib/format/date-time';
import { formatMoney } from '@/lib/format/money';
import { cashCountExportQuery, cashCountFilters, useCashCountPages } from '../cash-count-pages';
import type { CashCountFilters } from '../cash-count-pages';

/** The url query keys of the list's own filters (beside the list's and the date range). */
const PARAMS = { driver: 'driver', vehicle: 'vehicle' } as const;

/** A positive id from the url, or undefined. */
function idOf(raw: string | null): number | undefined {
  if (raw === null || !/^[1-9]\d{0,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : undefined;
}

/** A difference: signed, a shortfall in a red that reads on both modes, said in words too. */
function DifferenceCell({ value, language }: { value: number; language: string }) {
  const { t } = useTranslation('cash-counts');
  const text = formatMoney(value, language);
  if (value >= 0) return <bdi dir="ltr">{value > 0 ? `+${text}` : text}</bdi>;
  return (
    <Box
      component="span"
      sx={(theme) => ({ color: readableErrorColor(theme), fontWeight: 600 })}
      title={t('list.short')}
    >
      <bdi dir="ltr">{text}</bdi>
    </Box>
  );
}

/**
 * `reports/cash-counts`: the cash counted at every route's close against what the route should
 * have collected (its delivered cash orders), by date range, driver and vehicle, all kept in the
 * url; a shortfall reads in red. Excel and PDF of exactly the filters shown.
 */
export function CashCountList() {
  const { t, i18n } = useTranslation('cash-counts');
  const language = i18n.language;
  const ids = { driver: useId(), vehicle: useId() };
  const dates = useDateRangeFilter();
  const [params] = useSearchParams();
  const [, { setFilter }] = useListUrlState({ sortable: [] });
  const driverId = idOf(params.get(PARAMS.driver));
  const vehicleId = idOf(params.get(PARAMS.vehicle));
  const drivers = useGetUsersByTypeQuery({ type: 'empleado' });
  const vehicles = useGetVehiclesAllQuery();
  const { from, to } = dates.args;

  const extraArgs = useMemo<CashCountFilters>(
    () => cashCountFilters({ from, to, driverId, vehicleId }),
    [driverId, from, to, vehicleId],
  );

  const columns = useMemo<ListColumn<CashCount>[]>(
    () => [
      {
        field: 'route_date',
        headerName: t('fields.date'),
        width: 210,
        valueFormatter: (value: string) => formatDay(value, language, 'long'),
      },
      { field: 'vehicle_plate', headerName: t('fields.vehicle'), width: 130 },
      { field: 'driver_name', headerName: t('fields.driver'), flex: 1, minWidth: 140 },
      {
        field: 'cash_expected',
        headerName: t('fields.expected'),
        type: 'number',
        width: 130,
        valueFormatter: (value: number) => formatMoney(value, language),
      },
      {
        field: 'cash_counted',
        headerName: t('fields.counted'),
        type: 'number',
        width: 130,
        valueFormatter: (value: number) => formatMoney(value, language),
      },
      {
        field: 'cash_difference',
        headerName: t('fields.difference'),
        type: 'number',
        width: 130,
        renderCell: ({ row }: { row: CashCount }) => (
          <DifferenceCell value={row.cash_difference} language={language} />
        ),
      },
      {
        field: 'closed_by_name',
        headerName: t('fields.closedBy'),
        flex: 1,
        minWidth: 150,
        valueGetter: (value: string | null) => value ?? '—',
      },
    ],
    [language, t],
  );

  const exports = useMemo<ListExports>(
    () => ({
      url: (format: ExportFormat) =>
        `/api/cash-counts/${format}${cashCountExportQuery({ from, to, driverId, vehicleId })}`,
      filename: t('list.exportName'),
    }),
    [driverId, from, t, to, vehicleId],
  );

  const driverOptions = (drivers.data?.data ?? []).map((driver) => ({
    value: String(driver.id),
    label: `${driver.name} ${driver.last_name}`.trim(),
  }));
  const vehicleOptions = (vehicles.data?.data ?? []).map((vehicle) => ({
    value: String(vehicle.id),
    label: vehicle.plate,
  }));
  const filtered = from || to || driverId !== undefined || vehicleId !== undefined;

  return (
    <ListPage<CashCount, CashCountFilters>
      title={t('list.title')}
      columns={columns}
      useList={useCashCountPages}
      extraArgs={extraArgs}
      skip={dates.invalid}
      rowLabel={(count) =>
        t('list.rowLabel', { plate: count.vehicle_plate, date: count.route_date })
      }
      getRowId={(count) => count.route_id}
      trash={false}
      emptyText={
        dates.invalid
          ? t('list:dateRange.invalidList')
          : filtered
            ? t('list.emptyFiltered')
            : t('list.empty')
      }
      exports={dates.invalid ? undefined : exports}
      toolbar={
        <>
          <DateRangeFilter dates={dates} />
          <FilterSelect
            id={ids.driver}
            name={PARAMS.driver}
            label={t('filters.driver')}
            value={driverId === undefined ? '' : String(driverId)}
            onChange={(value) => setFilter(PARAMS.driver, value || null)}
            allLabel={t('filters.allDrivers')}
            options={driverOptions}
            busy={drivers.isLoading}
          />
          <FilterSelect
            id={ids.vehicle}
            name={PARAMS.vehicle}
            label={t('filters.vehicle')}
            value={vehicleId === undefined ? '' : String(vehicleId)}
            onChange={(value) => setFilter(PARAMS.vehicle, value || null)}
            allLabel={t('filters.allVehicles')}
            options={vehicleOptions}
            busy={vehicles.isLoading}
          />
        </>
      }
    />
  );
}
