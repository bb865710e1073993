import type { Kysely } from 'kysely';
import type { DialectName } from '../db/database';
import type { Database } from '../db/tables';
import type { OrderListName } from '../domain/order-search';
import { formatDay } from '../exports/format';
import type { ExportColumn, ExportTable } from '../exports/table';
import type { Language } from '../http/messages';
import { orderExportRowsByIds, type OrderExportRow } from '../repositories/orders';
import { orderListBatches, type OrderListFilter } from '../repositories/orders-list';

// The orders exports: exactly the rows of the matching list (Activos or Cancelados) for the same
// search, date range and status, in the list's default order (newest first).

export type OrderExportFilter = Pick<OrderListFilter, 'list' | 'search' | 'from' | 'to' | 'status'>;

const texts = {
  es: {
    title: { active: 'Pedidos activos', finished: 'Pedidos terminados y cancelados' },
    fileName: { active: 'pedidos-activos', finished: 'pedidos-terminados' },
    headers: {
      folio: 'Folio',
      created_at: 'Fecha',
      customer_name: 'Cliente',
      customer_phone: 'Teléfono',
      address: 'Dirección',
      zone_name: 'Zona',
      location_name: 'Ubicación',
      product: 'Producto',
      quantity: 'Cantidad',
      unit_price: 'Precio unitario',
      total: 'Total',
      payment_method: 'Pago',
      status: 'Estado',
      employee_name: 'Empleado',
      closed_at: 'Cierre',
      cancellation_reason: 'Motivo de cancelación',
    },
    products: {
      cylinder_10kg: 'Cilindro 10 kg',
      cylinder_20kg: 'Cilindro 20 kg',
      cylinder_30kg: 'Cilindro 30 kg',
      cylinder_45kg: 'Cilindro 45 kg',
      stationary_litre: 'Estacionario (litros)',
    },
    payments: { cash: 'Efectivo', card: 'Tarjeta', wallet: 'Monedero' },
    statuses: {
      new: 'Nuevo',
      in_process: 'En proceso',
      completed: 'Completado',
      cancelled: 'Cancelado',
    },
    search: (text: string) => `búsqueda «${text}»`,
    noSearch: 'sin búsqueda',
    from: (day: string) => `desde el ${day}`,
    to: (day: string) => `hasta el ${day}`,
    anyDay: 'todas las fechas',
    status: (status: string) => `estado ${status}`,
    anyStatus: 'todos los estados',
  },
  en: {
    title: { active: 'Active orders', finished: 'Finished and cancelled orders' },
    fileName: { active: 'active-orders', finished: 'finished-orders' },
    headers: {
      folio: 'Folio',
      created_at: 'Date',
      customer_name: 'Customer',
      customer_phone: 'Phone',
      address: 'Address',
      zone_name: 'Zone',
      location_name: 'Location',
      product: 'Product',
      quantity: 'Quantity',
      unit_price: 'Unit price',
      total: 'Total',
      payment_method: 'Payment',
      status: 'Status',
      employee_name: 'Employee',
      closed_at: 'Closed',
      cancellation_reason: 'Cancellation reason',
    },
    products: {
      cylinder_10kg: '10 kg cylinder',
      cylinder_20kg: '20 kg cylinder',
      cylinder_30kg: '30 kg cylinder',
      cylinder_45kg: '45 kg cylinder',
      stationary_litre: 'Stationary tank (litres)',
    },
    payments: { cash: 'Cash', card: 'Card', wallet: 'Wallet' },
    statuses: {
      new: 'New',
      in_process: 'In process',
      completed: 'Completed',
      cancelled: 'Cancelled',
    },
    search: (text: string) => `search “${text}”`,
    noSearch: 'no search',
    from: (day: string) => `from ${day}`,
    to: (day: string) => `to ${day}`,
    anyDay: 'any date',
    status: (status: string) => `status ${status}`,
    anyStatus: 'any status',
  },
} as const;

/** The filter in words: "búsqueda «garcía» · desde el 01/11/2026 · hasta el 30/11/2026". */
export function describeOrderFilter(filter: OrderExportFilter, language: Language): string {
  const words = texts[language];
  const days = [
    ...(filter.from === undefined ? [] : [words.from(formatDay(filter.from, language))]),
    ...(filter.to === undefined ? [] : [words.to(formatDay(filter.to, language))]),
  ];
  const parts = [
    filter.search === undefined ? words.noSearch : words.search(filter.search.trim()),
    days.length === 0 ? words.anyDay : days.join(' '),
  ];
  if (filter.list === 'finished')
    parts.push(
      filter.status === undefined ? words.anyStatus : words.status(words.statuses[filter.status]),
    );
  return parts.join(' · ');
}

const closedAt = (row: OrderExportRow): string | null => row.completed_at ?? row.cancelled_at;

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
    },
  };
}
