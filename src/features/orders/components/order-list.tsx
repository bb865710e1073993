import { useId, useMemo } from 'react';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import { useDeleteOrderMutation, useRestoreOrderMutation } from '@/api/orders';
import type { Order } from '@/api/orders';
import { DateRangeFilter } from '@/components/data-grid/date-range-filter';
import { ListPage } from '@/components/data-grid/list-page';
import { useListUrlState } from '@/components/data-grid/list-url-state';
import { useDateRangeFilter } from '@/components/data-grid/use-date-range-filter';
import type { ExportFormat, ListExports } from '@/components/data-grid/export-buttons';
import type { ListColumn, ListTabOption, RowActions } from '@/components/data-grid/list-types';
import { unitOf } from '@/lib/orders/products';
import { formatOrderMoney, orderLabel, orderListDateTime } from '../format';
import { useOrderPages, useOrderSearchPages } from '../hooks/use-order-pages';
import type { OrderListArgs } from '../hooks/use-order-pages';
import { DUE_PARAM, ORDER_LIST_URL, STATUS_PARAM, orderListView } from '../order-list-query';
import { FINISHED_STATUSES, isFinishedStatus } from '../order-status';
import type { FinishedStatus } from '../order-status';
import { DeliveryCell } from './delivery-cell';
import { DueFilter } from './due-filter';
import { OrderStatusChip } from './order-status-chip';

function StatusFilter({
  id,
  value,
  onChange,
}: {
  id: string;
  value: FinishedStatus | null;
  onChange: (value: FinishedStatus | null) => void;
}) {
  const { t } = useTranslation('orders');
  return (
    <FormControl size="small" variant="outlined" sx={{ minWidth: 180 }}>
      <InputLabel htmlFor={id} shrink>
        {t('list.statusFilter')}
      </InputLabel>
      <NativeSelect
        value={value ?? ''}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => {
          const chosen = event.target.value;
          onChange(isFinishedStatus(chosen) ? chosen : null);
        }}
        input={<OutlinedInput label={t('list.statusFilter')} notched />}
        inputProps={{ id, name: STATUS_PARAM }}
      >
        <option value="">{t('list.allFinished')}</option>
        {FINISHED_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`statuses.${status}`)}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}

/**
 * `orders`: the active orders (new, in process) and, under Cancelados, the cancelled and completed
 * ones; one search box (folio, employee, customer name or phone), a date range, the due filter of
 * the active orders (due today, overdue), sort and pages by the server, the deleted orders of each
 * tab behind a switch, and the Excel and PDF exports of exactly the tab, search, range and due
 * filter shown. Everything is kept in the url.
 */
export function OrderList() {
  const { t, i18n } = useTranslation('orders');
  const statusId = useId();
  const dueId = useId();
  const [params] = useSearchParams();
  const [state, { setFilter }] = useListUrlState(ORDER_LIST_URL);
  const dates = useDateRangeFilter();
  const view = orderListView(params, state, dates.args);
  const { finished, deleted, status, due } = view;
  const [deleteOrder] = useDeleteOrderMutation();
  const [restoreOrder] = useRestoreOrderMutation();
  const { from, to } = dates.args;

  const tabs = useMemo<ListTabOption[]>(
    () => [
      { value: 'active', label: t('tabs.active') },
      { value: 'cancelled', label: t('tabs.cancelled') },
    ],
    [t],
  );

  const columns = useMemo<ListColumn<Order>[]>(
    () => [
      { field: 'folio', headerName: t('fields.folio'), sortable: true, width: 112 },
      {
        field: 'created_at',
        headerName: t('fields.date'),
        sortable: true,
        width: 104,
        // the day over the time, both in Mexico City
        renderCell: ({ row }) => {
          const [day, time] = orderListDateTime(row.created_at, i18n.language);
          return (
            <Box sx={{ lineHeight: 1.3, py: 0.75 }}>
              <Typography variant="body2" component="time" dateTime={row.created_at}>
                {day}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                {time}
              </Typography>
            </Box>
          );
        },
      },
      {
        field: 'delivery_date',
        headerName: t('fields.delivery'),
        width: 104,
        renderCell: ({ row }) => <DeliveryCell order={row} />,
      },
      {
        field: 'customer_name',
        headerName: t('fields.customer'),
        sortable: true,
        flex: 1.4,
        minWidth: 150,
        renderCell: ({ row }) => (
          <Box sx={{ lineHeight: 1.3, py: 0.75, minWidth: 0 }}>
            <Typography variant="body2" noWrap>
              {row.customer_name}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap component="p">
              {row.customer_phone}
            </Typography>
          </Box>
        ),
      },
      { field: 'zone_name', headerName: t('fields.zone'), flex: 1, minWidth: 96 },
      {
        field: 'product',
        headerName: t('fields.product'),
        width: 144,
        valueGetter: (_value, row) =>
          t(unitOf(row.product) === 'litres' ? 'quantity.shortLitres' : 'quantity.shortUnits', {
            count: row.quantity,
            product: t(`productsShort.${row.product}`),
          }),
      },
      {
        field: 'total',
        headerName: t('fields.total'),
        sortable: true,
        type: 'number',
        width: 108,
        valueFormatter: (value: number) => formatOrderMoney(value),
      },
      {
        field: 'status',
        headerName: t('fields.status'),
        sortable: true,
        width: 122,
        display: 'flex',
        renderCell: ({ row }) => <OrderStatusChip status={row.status} />,
      },
      {
        field: 'employee_name',
        headerName: t('fields.employeeShort'),
        flex: 1,
        minWidth: 100,
        valueGetter: (value: string | null) => value ?? t('show.unassigned'),
      },
    ],
    [i18n.language, t],
  );

  // the list page compares its arguments by value: a fresh object each render asks nothing again
  const { extraArgs } = view;

  const listExports = useMemo<ListExports>(
    () => ({
      url: (format: ExportFormat, current) => {
        const query = new URLSearchParams();
        if (from) query.set('from', from);
        if (to) query.set('to', to);
        if (status) query.set('status', status);
        if (due) query.set('due', due);
        const base = finished ? '/api/orders/finished' : '/api/orders/list';
        const search = query.toString();
        return `${base}/${format}/${current.filter}${search ? `?${search}` : ''}`;
      },
      filename: finished ? t('list.exportFinished') : t('list.exportActive'),
    }),
    [due, finished, from, status, t, to],
  );

  const actions = useMemo<RowActions<Order>>(
    () => ({
      viewPath: (order) => String(order.id),
      // cancelled and completed orders are closed: no edit
      ...(finished ? {} : { editPath: (order: Order) => `${String(order.id)}/edit` }),
      onDelete: (order) => deleteOrder({ id: order.id }).unwrap(),
      onRestore: (order) => restoreOrder({ id: order.id }).unwrap(),
    }),
    [deleteOrder, finished, restoreOrder],
  );

  const ranged = from !== undefined || to !== undefined;
  const emptyText = dates.invalid
    ? t('list:dateRange.invalidList')
    : state.search
      ? t('list.emptySearch', { search: state.search })
      : deleted
        ? t('list.emptyDeleted')
        : due
          ? t(due === 'today' ? 'list.emptyDueToday' : 'list.emptyDueOverdue')
          : ranged
            ? t('list.emptyRange')
            : t(finished ? 'list.emptyFinished' : 'list.emptyActive');

  return (
    <ListPage<Order, OrderListArgs>
      title={t('list.title')}
      columns={columns}
      useList={useOrderPages}
      useSearch={useOrderSearchPages}
      extraArgs={extraArgs}
      skip={dates.invalid}
      rowLabel={orderLabel}
      tabs={tabs}
      trash
      emptyText={emptyText}
      create={{ label: t('actions.new'), path: 'new' }}
      actions={actions}
      // the exports hold the live orders of the tab: none for the deleted ones or a wrong range
      exports={deleted || dates.invalid ? undefined : listExports}
      toolbar={
        <>
          <DateRangeFilter dates={dates} />
          {!finished && (
            <DueFilter
              id={dueId}
              value={due ?? null}
              onChange={(value) => setFilter(DUE_PARAM, value)}
            />
          )}
          {finished && (
            <StatusFilter
              id={statusId}
              value={status ?? null}
              onChange={(value) => setFilter(STATUS_PARAM, value)}
            />
          )}
        </>
      }
    />
  );
}
