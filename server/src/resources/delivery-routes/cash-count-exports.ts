import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import type { Language } from '../../domain/messages';
import { formatDay } from '../../exports/format';
import type { ExportColumn, ExportTable } from '../../exports/table';
import {
  cashCountBatches,
  countCashCounts,
  type CashCountFilter,
  type CashCountView,
} from './cash-counts';

// The cash counts' exports (Excel and PDF): the rows of the list for the same filters, newest day
// first, with the names the filter's ids stand for in the filter line.

export interface CashCountFilterNames {
  driver?: string | null | undefined;
  vehicle?: string | null | undefined;
}

const texts = {
  es: {
    title: 'Cortes de caja de las rutas',
    fileName: 'cortes-de-caja',
    headers: {
      route_date: 'Fecha',
      route_id: 'Ruta',
      vehicle_plate: 'Vehículo',
      driver_name: 'Chofer',
      closed_at: 'Cierre',
      closed_by_name: 'Cerró',
      cash_expected: 'Efectivo esperado',
      cash_counted: 'Efectivo contado',
      cash_difference: 'Diferencia',
    },
    from: (day: string) => `desde el ${day}`,
    to: (day: string) => `hasta el ${day}`,
    anyDay: 'todas las fechas',
    driver: (name: string) => `chofer ${name}`,
    vehicle: (plate: string) => `vehículo ${plate}`,
    unknown: (id: number) => `n.º ${String(id)}`,
  },
  en: {
    title: 'Route cash counts',
    fileName: 'cash-counts',
    headers: {
      route_date: 'Date',
      route_id: 'Route',
      vehicle_plate: 'Vehicle',
      driver_name: 'Driver',
      closed_at: 'Closed',
      closed_by_name: 'Closed by',
      cash_expected: 'Cash expected',
      cash_counted: 'Cash counted',
      cash_difference: 'Difference',
    },
    from: (day: string) => `from ${day}`,
    to: (day: string) => `to ${day}`,
    anyDay: 'any date',
    driver: (name: string) => `driver ${name}`,
    vehicle: (plate: string) => `vehicle ${plate}`,
    unknown: (id: number) => `no. ${String(id)}`,
  },
} as const;

/** The filter in words: "desde el 01/11/2026 · hasta el 30/11/2026 · chofer Juan Pérez". */
export function describeCashCountFilter(
  filter: CashCountFilter,
  language: Language,
  names: CashCountFilterNames,
): string {
  const words = texts[language];
  const days = [
    ...(filter.from === undefined ? [] : [words.from(formatDay(filter.from, language))]),
    ...(filter.to === undefined ? [] : [words.to(formatDay(filter.to, language))]),
  ];
  const parts = [days.length === 0 ? words.anyDay : days.join(' ')];
  if (filter.driver_id !== undefined)
    parts.push(words.driver(names.driver ?? words.unknown(filter.driver_id)));
  if (filter.vehicle_id !== undefined)
    parts.push(words.vehicle(names.vehicle ?? words.unknown(filter.vehicle_id)));
  return parts.join(' · ');
}

export function cashCountColumns(language: Language): ExportColumn<CashCountView>[] {
  const { headers } = texts[language];
  return [
    { header: headers.route_date, kind: 'date', width: 12, value: (row) => row.route_date },
    { header: headers.route_id, kind: 'id', width: 8, value: (row) => row.route_id },
    { header: headers.vehicle_plate, kind: 'text', width: 12, value: (row) => row.vehicle_plate },
    { header: headers.driver_name, kind: 'text', width: 26, value: (row) => row.driver_name },
    { header: headers.closed_at, kind: 'datetime', width: 17, value: (row) => row.closed_at },
    { header: headers.closed_by_name, kind: 'text', width: 24, value: (row) => row.closed_by_name },
    { header: headers.cash_expected, kind: 'money', width: 15, value: (row) => row.cash_expected },
    { header: headers.cash_counted, kind: 'money', width: 15, value: (row) => row.cash_counted },
    {
      header: headers.cash_difference,
      kind: 'money',
      width: 13,
      value: (row) => row.cash_difference,
    },
  ];
}

export function cashCountExport(
  db: Kysely<Database>,
  filter: CashCountFilter,
  names: CashCountFilterNames,
  language: Language,
  generatedAt: number,
): { fileBaseName: string; table: ExportTable<CashCountView> } {
  const words = texts[language];
  return {
    fileBaseName: words.fileName,
    table: {
      title: words.title,
      filter: describeCashCountFilter(filter, language, names),
      generatedAt,
      language,
      columns: cashCountColumns(language),
      batches: cashCountBatches(db, filter),
      count: () => countCashCounts(db, filter),
    },
  };
}
