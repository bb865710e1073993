import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import type { Language } from '../../domain/messages';
import { formatCell, formatDateTime, formatDay } from '../../exports/format';
import type { PdfSheet } from '../../exports/pdf-sheet';
import { orderExportTexts } from './export-texts';

// An order's delivery ticket ("nota de remisión"): half a letter page the driver hands the
// customer, with the order's figures, the driver and vehicle of its route's stop and a line to
// sign.

const NONE = '—';

const texts = {
  es: {
    title: 'Nota de remisión',
    fileName: 'nota-de-remision',
    date: 'Fecha',
    delivery: 'Entrega',
    driver: 'Chofer',
    vehicle: 'Vehículo',
    signature: 'Recibí de conformidad (nombre y firma)',
  },
  en: {
    title: 'Delivery ticket',
    fileName: 'delivery-ticket',
    date: 'Date',
    delivery: 'Delivery',
    driver: 'Driver',
    vehicle: 'Vehicle',
    signature: 'Received in good order (name and signature)',
  },
} as const;

/** The order with its zone and the crew of its route's stop (the live one, or the delivered). */
export async function ticketRow(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('orders as o')
    .innerJoin('zones as z', 'z.id', 'o.zone_id')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('delivery_stops as s')
          .innerJoin('delivery_routes as r', 'r.id', 's.route_id')
          .innerJoin('vehicles as v', 'v.id', 'r.vehicle_id')
          .innerJoin('users as d', 'd.id', 'r.driver_id')
          .select([
            's.order_id',
            'v.plate',
            'v.kind',
            sql<string>`${sql.ref('d.name')} || ' ' || ${sql.ref('d.last_name')}`.as('driver_name'),
          ])
          .where('s.order_id', '=', id)
          .where('s.removed_at', 'is', null)
          .where((w) => w.or([w('s.outcome', 'is', null), w('s.outcome', '=', 'delivered')]))
          .where('r.deleted_at', 'is', null)
          .as('crew'),
      (join) => join.onRef('crew.order_id', '=', 'o.id'),
    )
    .select([
      'o.folio',
      'o.created_at',
      'o.customer_name',
      'o.customer_phone',
      'o.address',
      'z.name as zone_name',
      'o.product',
      'o.quantity',
      'o.unit_price_cents',
      'o.total_cents',
      'o.payment_method',
      'o.delivery_date',
      'o.delivery_window_start',
      'o.delivery_window_end',
      'crew.plate',
      'crew.kind',
      'crew.driver_name',
    ])
    .where('o.id', '=', id)
    .where('o.deleted_at', 'is', null)
    .executeTakeFirst();
}

type TicketRow = NonNullable<Awaited<ReturnType<typeof ticketRow>>>;

export function ticketSheet(row: TicketRow, language: Language, generatedAt: number): PdfSheet {
  const words = texts[language];
  const order = orderExportTexts[language];
  const { headers } = order;
  const money = (cents: number): string => formatCell('money', cents / 100, language);
  const window =
    row.delivery_window_start === null || row.delivery_window_end === null
      ? ''
      : ` ${row.delivery_window_start}–${row.delivery_window_end}`;
  return {
    title: words.title,
    reference: `${headers.folio} ${row.folio}`,
    generatedAt,
    language,
    paper: 'half_letter',
    blocks: [
      {
        type: 'fields',
        columns: 3,
        fields: [
          { label: words.date, value: formatDateTime(Date.parse(row.created_at), language) },
          {
            label: words.delivery,
            value: `${formatDay(row.delivery_date, language)}${window}`,
          },
          { label: headers.payment_method, value: order.payments[row.payment_method] },
          { label: headers.customer_name, value: row.customer_name },
          { label: headers.customer_phone, value: row.customer_phone },
          { label: headers.zone_name, value: row.zone_name },
        ],
      },
      { type: 'fields', columns: 1, fields: [{ label: headers.address, value: row.address }] },
      {
        type: 'fields',
        columns: 2,
        fields: [
          { label: words.driver, value: row.driver_name ?? NONE },
          { label: words.vehicle, value: row.plate ?? NONE },
        ],
      },
      {
        type: 'table',
        columns: [
          { header: headers.product, kind: 'text', share: 40 },
          { header: headers.quantity, kind: 'integer', share: 15 },
          { header: headers.unit_price, kind: 'money', share: 20 },
          { header: headers.total, kind: 'money', share: 20 },
        ],
        rows: [
          [
            order.products[row.product],
            row.quantity,
            row.unit_price_cents / 100,
            row.total_cents / 100,
          ],
        ],
      },
      { type: 'totals', fields: [{ label: headers.total, value: money(row.total_cents) }] },
      { type: 'signature', label: words.signature },
    ],
  };
}

/** The ticket's file name, without its extension. */
export const ticketFileName = (row: TicketRow, language: Language): string =>
  `${texts[language].fileName}-${row.folio}`;
