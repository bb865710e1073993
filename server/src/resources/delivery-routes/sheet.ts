import type { Language } from '../../domain/messages';
import { formatCell, formatDateTime, formatDay } from '../../exports/format';
import type { PdfSheet } from '../../exports/pdf-sheet';
import { orderExportTexts } from '../orders/public';
import type { DeliveryRouteView } from './views';

// The route sheet the driver takes out: the route's header, its stops in order with what to
// deliver and collect, the load against the capacity and the cash to collect (its cash orders
// that still hold their order).

const NONE = '—';

const texts = {
  es: {
    title: 'Hoja de ruta',
    fileName: 'hoja-de-ruta',
    route: (id: number) => `Ruta ${String(id)}`,
    date: 'Fecha',
    vehicle: 'Vehículo',
    driver: 'Chofer',
    helper: 'Ayudante',
    status: 'Estado',
    departed: 'Salida',
    stops: 'Paradas',
    position: 'N.º',
    amount: 'Importe',
    outcome: 'Resultado',
    load: 'Carga',
    cash: 'Efectivo por cobrar',
    kinds: { cylinder_truck: 'camión de cilindros', tank_truck: 'pipa' },
    units: { cylinder_truck: 'cilindros', tank_truck: 'litros' },
    statuses: { planned: 'Planeada', out: 'En ruta', closed: 'Cerrada' },
    outcomes: { delivered: 'Entregado', not_delivered: 'No entregado' },
    noStops: 'La ruta no tiene paradas.',
  },
  en: {
    title: 'Route sheet',
    fileName: 'route-sheet',
    route: (id: number) => `Route ${String(id)}`,
    date: 'Date',
    vehicle: 'Vehicle',
    driver: 'Driver',
    helper: 'Helper',
    status: 'Status',
    departed: 'Departed',
    stops: 'Stops',
    position: 'No.',
    amount: 'Amount',
    outcome: 'Outcome',
    load: 'Load',
    cash: 'Cash to collect',
    kinds: { cylinder_truck: 'cylinder truck', tank_truck: 'tank truck' },
    units: { cylinder_truck: 'cylinders', tank_truck: 'litres' },
    statuses: { planned: 'Planned', out: 'Out', closed: 'Closed' },
    outcomes: { delivered: 'Delivered', not_delivered: 'Not delivered' },
    noStops: 'The route has no stops.',
  },
} as const;

/** The sheet's file name, without its extension. */
export const routeSheetFileName = (route: DeliveryRouteView, language: Language): string =>
  `${texts[language].fileName}-${String(route.id)}-${route.route_date}`;

/** The cash the route is to collect: its cash orders still held (pending or delivered), pesos. */
export const cashToCollect = (route: DeliveryRouteView): number =>
  route.stops
    .filter((stop) => stop.payment_method === 'cash' && stop.outcome !== 'not_delivered')
    .reduce((sum, stop) => sum + Math.round(stop.total * 100), 0) / 100;

export function routeSheet(
  route: DeliveryRouteView,
  language: Language,
  generatedAt: number,
): PdfSheet {
  const words = texts[language];
  const order = orderExportTexts[language];
  const { headers } = order;
  const integer = (value: number): string => formatCell('integer', value, language);
  const unit = words.units[route.vehicle_kind];
  return {
    title: words.title,
    reference: words.route(route.id),
    generatedAt,
    language,
    paper: 'letter_landscape',
    blocks: [
      {
        type: 'fields',
        columns: 4,
        fields: [
          { label: words.date, value: formatDay(route.route_date, language) },
          {
            label: words.vehicle,
            value: `${route.vehicle_plate} (${words.kinds[route.vehicle_kind]})`,
          },
          { label: words.driver, value: route.driver_name },
          { label: words.helper, value: route.helper_name ?? NONE },
          { label: words.status, value: words.statuses[route.status] },
          {
            label: words.departed,
            value:
              route.departed_at === null
                ? NONE
                : formatDateTime(Date.parse(route.departed_at), language),
          },
        ],
      },
      { type: 'heading', text: `${words.stops} (${integer(route.stops.length)})` },
      {
        type: 'table',
        columns: [
          { header: words.position, kind: 'id', share: 4 },
          { header: headers.folio, kind: 'text', share: 11 },
          { header: headers.customer_name, kind: 'text', share: 16 },
          { header: headers.address, kind: 'text', share: 27 },
          { header: headers.customer_phone, kind: 'text', share: 11 },
          { header: headers.product, kind: 'text', share: 13 },
          { header: headers.quantity, kind: 'integer', share: 7 },
          { header: words.amount, kind: 'money', share: 9 },
          { header: headers.payment_method, kind: 'text', share: 8 },
          { header: words.outcome, kind: 'text', share: 9 },
        ],
        rows: route.stops.map((stop) => [
          stop.position,
          stop.folio,
          stop.customer_name,
          stop.address,
          stop.customer_phone,
          order.products[stop.product],
          stop.quantity,
          stop.total,
          order.payments[stop.payment_method],
          stop.outcome === null ? '' : words.outcomes[stop.outcome],
        ]),
      },
      ...(route.stops.length === 0 ? [{ type: 'heading' as const, text: words.noStops }] : []),
      {
        type: 'totals',
        fields: [
          {
            label: words.load,
            value: `${integer(route.load)} / ${integer(route.capacity)} ${unit}`,
          },
          { label: words.cash, value: formatCell('money', cashToCollect(route), language) },
        ],
      },
      { type: 'signature', label: words.driver },
    ],
  };
}
