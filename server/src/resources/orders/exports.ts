import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database';
import type { Database } from '../../db/tables';
import type { OrderListName } from '../../domain/order-search';
import { KG_PER_UNIT, LITRE_PRODUCT } from '../../domain/star-clients';
import { formatDay } from '../../exports/format';
import type { ExportColumn, ExportTable } from '../../exports/table';
import type { Language } from '../../domain/messages';
import { orderExportTexts as texts } from './export-texts';
import { orderExportRowsByIds, type OrderExportRow } from './repository';
import {
  finishedOrderTotals,
  listOrderPage,
  orderListBatches,
  type FinishedOrderTotals,
} from './list-repository';
import type { OrderListFilter } from './list-plan';

// The orders exports: exactly the rows of the matching list (Activos or Cancelados) for the same
// search, date range and status (and, for Cancelados, zone, product and employee), in the list's
// default order (newest first). The Cancelados export (the finished orders report) adds the kg and
// litres delivered per row and ends with a totals line over the whole filtered set.

export type OrderExportFilter = Pick<
  OrderListFilter,
  | 'list'
  | 'search'
  | 'from'
  | 'to'
  | 'status'
  | 'zone_id'
  | 'product'
  | 'employee_id'
  | 'due'
  | 'today'
>;

/** The names the filter's ids stand for, printed in the filter line. */
export interface OrderFilterNames {
  zone?: string | null | undefined;
  employee?: string | null | undefined;
}

/** The filter in words: "búsqueda «garcía» · desde el 01/11/2026 · hasta el 30/11/2026". */
export function describeOrderFilter(
  filter: OrderExportFilter,
  language: Language,
  names: OrderFilterNames = {},
): string {
  const words = texts[language];
  const days = [
    ...(filter.from === undefined ? [] : [words.from(formatDay(filter.from, language))]),
    ...(filter.to === undefined ? [] : [words.to(formatDay(filter.to, language))]),
  ];
  const parts = [
    filter.search === undefined
      ? words.noSearch
      : words.search(filter.search.replace(/\p{Cc}/gu, ' ').trim()),
    days.length === 0 ? words.anyDay : days.join(' '),
  ];
  if (filter.due !== undefined) parts.push(words.due[filter.due]);
  if (filter.list === 'finished') {
    parts.push(
      filter.status === undefined ? words.anyStatus : words.status(words.statuses[filter.status]),
    );
    if (filter.zone_id !== undefined)
      parts.push(words.zone(names.zone ?? words.unknown(filter.zone_id)));
    if (filter.product !== undefined) parts.push(words.product(words.products[filter.product]));
    if (filter.employee_id !== undefined)
      parts.push(words.employee(names.employee ?? words.unknown(filter.employee_id)));
  }
  return parts.join(' · ');
}

const closedAt = (row: OrderExportRow): string | null => row.completed_at ?? row.cancelled_at;

/** The delivery day and window as the screens show it: "27/11/2026 09:00–13:00". */
const deliveryOf = (row: OrderExportRow, language: Language): string => {
  const day = formatDay(row.delivery_date, language);
  return row.delivery_window_start === null || row.delivery_window_end === null
    ? day
    : `${day} ${row.delivery_window_start}–${row.delivery_window_end}`;
};

export function orderExportColumns(
  list: OrderListName,
  language: Language,
): ExportColumn<OrderExportRow>[] {
  const { headers, products, payments, statuses } = texts[language];
  const columns: ExportColumn<OrderExportRow>[] = [
    { header: headers.folio, kind: 'text', width: 12, value: (row) => row.folio },
    { header: headers.created_at, kind: 'datetime', width: 17, value: (row) => row.created_at },
    { header: headers.customer_name, kind: 'text', width: 26, value: (row) => row.customer_name },
    { header: headers.customer_phone, kind: 'text', width: 14, value: (row) => row.customer_phone },
    { header: headers.address, kind: 'text', width: 34, value: (row) => row.address },
    { header: headers.zone_name, kind: 'text', width: 18, value: (row) => row.zone_name },
    { header: headers.location_name, kind: 'text', width: 20, value: (row) => row.location_name },
    { header: headers.product, kind: 'text', width: 20, value: (row) => products[row.product] },
    { header: headers.quantity, kind: 'integer', width: 9, value: (row) => row.quantity },
    { header: headers.unit_price, kind: 'money', width: 12, value: (row) => row.unit_price },
    { header: headers.total, kind: 'money', width: 13, value: (row) => row.total },
    {
      header: headers.payment_method,
      kind: 'text',
      width: 11,
      value: (row) => payments[row.payment_method],
    },
    { header: headers.status, kind: 'text', width: 12, value: (row) => statuses[row.status] },
    { header: headers.employee_name, kind: 'text', width: 24, value: (row) => row.employee_name },
  ];
  if (list === 'active')
    columns.push({
      header: headers.delivery,
      kind: 'text',
      width: 20,
      value: (row) => deliveryOf(row, language),
    });
  if (list === 'finished')
    columns.push(
      { header: headers.closed_at, kind: 'datetime', width: 17, value: closedAt },
      {
        header: headers.cancellation_reason,
        kind: 'text',
        width: 30,
        value: (row) => row.cancellation_reason,
      },
    );
  return columns;
}

/** A row of the Cancelados export: an order, or the totals line at the end. */
export type FinishedExportRow = OrderExportRow | { totals: FinishedOrderTotals };

const isTotals = (row: FinishedExportRow): row is { totals: FinishedOrderTotals } =>
  'totals' in row;

const delivered = (row: OrderExportRow, amount: number): number | null =>
  row.status === 'completed' ? amount : null;

const integerText = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 0 });

type HeaderKey = keyof (typeof texts)['es']['headers'];

/**
 * The report's PDF shares of the page width: eighteen columns do not fit a Letter page, so the
 * PDF keeps the report's columns (folio to employee) and leaves contact, place, payment and
 * closing details (0) to the workbook.
 */
const finishedPdfShares: Record<HeaderKey, number> = {
  folio: 14,
  created_at: 16,
  customer_name: 28,
  customer_phone: 0,
  address: 0,
  zone_name: 14,
  location_name: 0,
  product: 16,
  quantity: 7,
  kg: 9,
  litres: 9,
  unit_price: 11,
  total: 14,
  payment_method: 0,
  status: 11,
  employee_name: 22,
  delivery: 0,
  closed_at: 0,
  cancellation_reason: 0,
};

/**
 * The Cancelados columns with the kg (cylinders) and litres (stationary tanks) delivered by
 * completed orders after the quantity. On the totals line the folio says Total, the customer
 * column counts the orders (and the completed ones), and kg, litres and total hold the sums of
 * the completed orders.
 */
export function finishedExportColumns(language: Language): ExportColumn<FinishedExportRow>[] {
  const words = texts[language];
  const columns = orderExportColumns('finished', language);
  const totalsValues: Partial<Record<string, (totals: FinishedOrderTotals) => string | number>> = {
    [words.headers.folio]: () => words.totalLabel,
    [words.headers.customer_name]: (totals) =>
      words.totalOrders(integerText.format(totals.orders), integerText.format(totals.completed)),
    [words.headers.total]: (totals) => totals.amount,
    [words.headers.kg]: (totals) => totals.kg,
    [words.headers.litres]: (totals) => totals.litres,
  };
  const extra: ExportColumn<OrderExportRow>[] = [
    {
      header: words.headers.kg,
      kind: 'integer',
      width: 11,
      value: (row) => {
        const kg = KG_PER_UNIT[row.product];
        return kg === undefined ? null : delivered(row, kg * row.quantity);
      },
    },
    {
      header: words.headers.litres,
      kind: 'integer',
      width: 11,
      value: (row) => (row.product === LITRE_PRODUCT ? delivered(row, row.quantity) : null),
    },
  ];
  const at = columns.findIndex((column) => column.header === words.headers.quantity) + 1;
  const all = [...columns.slice(0, at), ...extra, ...columns.slice(at)];
  const keyOf = new Map(
    Object.entries(words.headers).map(([key, header]) => [header as string, key as HeaderKey]),
  );
  return all.map((column) => ({
    header: column.header,
    kind: column.kind,
    width: column.width,
    pdfWidth: finishedPdfShares[keyOf.get(column.header) ?? 'folio'],
    value: (row: FinishedExportRow) => {
      if (!isTotals(row)) return column.value(row);
      return totalsValues[column.header]?.(row.totals) ?? null;
    },
  }));
}

/** The batches, then one batch with the totals line. */
async function* withTotalsLine(
  batches: AsyncIterable<OrderExportRow[]>,
  totals: () => Promise<FinishedOrderTotals>,
): AsyncGenerator<FinishedExportRow[], void, undefined> {
  for await (const batch of batches) yield batch;
  yield [{ totals: await totals() }];
}

/** The Cancelados export (the finished orders report): its rows, then the totals line. */
export function finishedOrderExport(
  db: Kysely<Database>,
  dialect: DialectName,
  filter: OrderExportFilter,
  names: OrderFilterNames,
  language: Language,
  generatedAt: number,
): { fileBaseName: string; table: ExportTable<FinishedExportRow> } {
  const words = texts[language];
  const listFilter = { ...filter, list: 'finished' as const };
  return {
    fileBaseName: words.fileName.finished,
    table: {
      title: words.title.finished,
      filter: describeOrderFilter(listFilter, language, names),
      generatedAt,
      language,
      columns: finishedExportColumns(language),
      batches: withTotalsLine(
        orderListBatches(db, dialect, listFilter, (ids) => orderExportRowsByIds(db, ids)),
        () => finishedOrderTotals(db, dialect, listFilter),
      ),
      count: async () => (await listOrderPage(db, dialect, listFilter, { page: 1, size: 1 })).total,
    },
  };
}

export function orderExport(
  db: Kysely<Database>,
  dialect: DialectName,
  filter: OrderExportFilter,
  language: Language,
  generatedAt: number,
): { fileBaseName: string; table: ExportTable<OrderExportRow> } {
  const words = texts[language];
  return {
    fileBaseName: words.fileName[filter.list],
    table: {
      title: words.title[filter.list],
      filter: describeOrderFilter(filter, language),
      generatedAt,
      language,
      columns: orderExportColumns(filter.list, language),
      batches: orderListBatches(db, dialect, filter, (ids) => orderExportRowsByIds(db, ids)),
      count: async () => (await listOrderPage(db, dialect, filter, { page: 1, size: 1 })).total,
    },
  };
}
