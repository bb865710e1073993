import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { skipToken } from '@reduxjs/toolkit/query';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Order, OrderStatus } from '@/api/orders';
import { useGetFinishedOrderTotalsQuery } from '@/api/reports';
import { useGetUsersByTypeQuery } from '@/api/users';
import { useGetZonesAllQuery } from '@/api/zones';
import { DateRangeFilter } from '@/components/data-grid/date-range-filter';
import { ListPage } from '@/components/data-grid/list-page';
import { searchSegment } from '@/components/data-grid/use-server-list';
import { useDateRangeFilter } from '@/components/data-grid/use-date-range-filter';
import { useListUrlState } from '@/components/data-grid/list-url-state';
import type { ExportFormat, ListExports } from '@/components/data-grid/export-buttons';
import type { ListColumn, RowActions } from '@/components/data-grid/list-types';
import { FilterSelect } from '@/components/forms/filter-select';
import { formatDateTime } from '@/lib/format/date-time';
import { formatMoney } from '@/lib/format/money';
import { formatCount } from '@/lib/format/number';
import { PRODUCTS } from '@/lib/orders/products';
import { deliveredOf, formatDecimal } from '../format';
import {
  reportFilters,
  useFinishedReportPages,
  useFinishedReportSearchPages,
} from '../hooks/use-finished-pages';
import type { FinishedReportArgs } from '../hooks/use-finished-pages';
import { LoadFailed, ReportSection } from './report-section';
import { TotalsFigures } from './finished-totals';
import { PARAMS, SORTABLE, STATUS_CHOICES, useReportFilters } from '../hooks/use-report-filters';

/**
 * `reports/finished-orders`: the finished orders (completed by default; cancelled, or both, on
 * request) by date range, zone, product and employee, with the totals the server counts over the
 * whole filtered set (orders, kg of cylinders, litres of stationary tanks, amount); the list on the
 * list pattern (search, sort, pages, all in the url) and the Excel and PDF of exactly the filters
 * shown.
 */
export function FinishedOrdersReport() {
  const { t, i18n } = useTranslation('reports');
  const language = i18n.language;
  const ids = { status: useId(), zone: useId(), product: useId(), employee: useId() };
  const [state] = useListUrlState({ sortable: SORTABLE });
  const dates = useDateRangeFilter();
  const { statusChoice, zoneId, product, employeeId, setFilter } = useReportFilters();
  const zones = useGetZonesAllQuery();
  const employees = useGetUsersByTypeQuery({ type: 'empleado' });
  const { from, to } = dates.args;
  const status: OrderStatus | undefined = statusChoice === 'all' ? undefined : statusChoice;

  const extraArgs = useMemo<FinishedReportArgs>(
    () => reportFilters({ from, to, status, zoneId, product, employeeId }),
    [employeeId, from, product, status, to, zoneId],
  );
  const filter = state.search ? searchSegment(state.search) : 'all';
  const totals = useGetFinishedOrderTotalsQuery(
    dates.invalid ? skipToken : { filter, ...extraArgs },
  );

  const columns = useMemo<ListColumn<Order>[]>(
    () => [
      { field: 'folio', headerName: t('finished.fields.folio'), sortable: true, width: 100 },
      {
        field: 'created_at',
        headerName: t('finished.fields.date'),
        sortable: true,
        width: 140,
        valueFormatter: (value: string) => formatDateTime(value, language),
      },
      {
        field: 'customer_name',
        headerName: t('finished.fields.customer'),
        sortable: true,
        flex: 1.2,
        minWidth: 140,
      },
      {
        field: 'zone_name',
        headerName: t('finished.fields.zone'),
        flex: 1,
        minWidth: 110,
        valueGetter: (value: string | null) => value ?? '—',
      },
      {
        field: 'product',
        headerName: t('finished.fields.product'),
        width: 140,
        valueGetter: (_value, row) =>
          t('finished.quantity', {
            count: row.quantity,
            formatted: formatCount(row.quantity, language),
            product: t(`products.${row.product}`),
          }),
      },
      {
        field: 'delivered',
        headerName: t('finished.fields.delivered'),
        align: 'right',
        headerAlign: 'right',
        width: 100,
        valueGetter: (_value, row) => {
          const delivered = deliveredOf(row.product, row.quantity);
          return t(delivered.unit === 'kg' ? 'finished.kg' : 'finished.litres', {
            value: formatDecimal(delivered.value, language),
          });
        },
      },
      {
        field: 'total',
        headerName: t('finished.fields.total'),
        sortable: true,
        type: 'number',
        width: 110,
        valueFormatter: (value: number) => formatMoney(value, language),
      },
      // one status only: the filter says it, every row would repeat it
      ...(status === undefined
        ? [
            {
              field: 'status',
              headerName: t('finished.fields.status'),
              sortable: true,
              width: 120,
              display: 'flex' as const,
              renderCell: ({ row }: { row: Order }) => (
                <Chip
                  size="small"
                  variant={row.status === 'completed' ? 'filled' : 'outlined'}
                  label={t(`finished.statuses.${row.status}`)}
                />
              ),
            } satisfies ListColumn<Order>,
          ]
        : []),
      {
        field: 'employee_name',
        headerName: t('finished.fields.employee'),
        flex: 1,
        minWidth: 130,
        valueGetter: (value: string | null) => value ?? t('finished.unassigned'),
      },
    ],
    [language, status, t],
  );

  const exports = useMemo<ListExports>(
    () => ({
      url: (format: ExportFormat, current) => {
        const query = new URLSearchParams();
        if (from) query.set('from', from);
        if (to) query.set('to', to);
        if (status) query.set('status', status);
        if (zoneId !== undefined) query.set('zone_id', String(zoneId));
        if (product) query.set('product', product);
        if (employeeId !== undefined) query.set('employee_id', String(employeeId));
        const search = query.toString();
        return `/api/orders/finished/${format}/${current.filter}${search ? `?${search}` : ''}`;
      },
      filename: t('finished.exportName'),
    }),
    [employeeId, from, product, status, t, to, zoneId],
  );

  const actions = useMemo<RowActions<Order>>(
    () => ({ viewPath: (order) => `../orders/${String(order.id)}` }),
    [],
  );

  const zoneOptions = (zones.data?.data ?? []).map((zone) => ({
    value: String(zone.id),
    label: zone.name,
  }));
  const employeeOptions = (employees.data?.data ?? []).map((employee) => ({
    value: String(employee.id),
    label: `${employee.name} ${employee.last_name}`.trim(),
  }));

  const emptyText = dates.invalid
    ? t('list:dateRange.invalidList')
    : state.search
      ? t('finished.emptySearch', { search: state.search })
      : t('finished.empty');

  let totalsBody;
  if (dates.invalid) {
    totalsBody = <Typography color="text.secondary">{t('list:dateRange.invalidList')}</Typography>;
  } else if (totals.currentData) {
    totalsBody = <TotalsFigures totals={totals.currentData} />;
  } else if (totals.isError) {
    totalsBody = (
      <LoadFailed
        text={t('finished.totals.loadFailed')}
        onRetry={() => void totals.refetch()}
        retrying={totals.isFetching}
      />
    );
  } else {
    totalsBody = (
      <Stack direction="row" spacing={3} aria-busy="true" aria-label={t('finished.totals.loading')}>
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} variant="rounded" width={160} height={56} />
        ))}
      </Stack>
    );
  }

  return (
    <Stack spacing={3}>
      <ListPage<Order, FinishedReportArgs>
        title={t('finished.title')}
        columns={columns}
        useList={useFinishedReportPages}
        useSearch={useFinishedReportSearchPages}
        extraArgs={extraArgs}
        skip={dates.invalid}
        rowLabel={(order) => order.folio}
        trash={false}
        emptyText={emptyText}
        actions={actions}
        exports={dates.invalid ? undefined : exports}
        toolbar={
          <>
            <DateRangeFilter dates={dates} />
            <FilterSelect
              id={ids.status}
              name={PARAMS.status}
              label={t('finished.filters.status')}
              value={statusChoice}
              onChange={(value) => setFilter(PARAMS.status, value === 'completed' ? null : value)}
              options={STATUS_CHOICES.map((choice) => ({
                value: choice,
                label: t(`finished.statusChoices.${choice}`),
              }))}
              minWidth={200}
            />
            <FilterSelect
              id={ids.zone}
              name={PARAMS.zone}
              label={t('finished.filters.zone')}
              value={zoneId === undefined ? '' : String(zoneId)}
              onChange={(value) => setFilter(PARAMS.zone, value || null)}
              allLabel={t('finished.filters.allZones')}
              options={zoneOptions}
              busy={zones.isLoading}
            />
            <FilterSelect
              id={ids.product}
              name={PARAMS.product}
              label={t('finished.filters.product')}
              value={product ?? ''}
              onChange={(value) => setFilter(PARAMS.product, value || null)}
              allLabel={t('finished.filters.allProducts')}
              options={PRODUCTS.map((value) => ({ value, label: t(`products.${value}`) }))}
            />
            <FilterSelect
              id={ids.employee}
              name={PARAMS.employee}
              label={t('finished.filters.employee')}
              value={employeeId === undefined ? '' : String(employeeId)}
              onChange={(value) => setFilter(PARAMS.employee, value || null)}
              allLabel={t('finished.filters.allEmployees')}
              options={employeeOptions}
              busy={employees.isLoading}
            />
          </>
        }
      />
      <ReportSection
        title={t('finished.totals.title')}
        subtitle={statusChoice === 'completed' ? undefined : t('finished.totals.completedOnly')}
      >
        {totalsBody}
      </ReportSection>
    </Stack>
  );
}
