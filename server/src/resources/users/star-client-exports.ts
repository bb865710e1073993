import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { starClientWindow } from '../../domain/star-clients';
import { formatDay } from '../../exports/format';
import type { ExportColumn, ExportTable } from '../../exports/table';
import type { Language } from '../../domain/messages';
import {
  listStarClientPage,
  starClientBatches,
  type StarClientView,
} from './star-clients-repository';

// The star clients export: the whole ranking of the list call for the same days, in rank order.

const texts = {
  es: {
    title: 'Clientes estrella',
    fileName: 'clientes-estrella',
    period: (from: string, to: string) =>
      `pedidos completados del ${from} al ${to} (días completos, hora de la Ciudad de México)`,
    headers: {
      rank: 'Lugar',
      client: 'Cliente',
      email: 'Correo electrónico',
      phone: 'Teléfono',
      zone_name: 'Zona',
      completed_orders: 'Pedidos completados',
      kg_total: 'Kg entregados',
      litres_total: 'Litros entregados',
      total_amount: 'Importe total',
    },
  },
  en: {
    title: 'Star clients',
    fileName: 'star-clients',
    period: (from: string, to: string) =>
      `orders completed from ${from} to ${to} (whole days, Mexico City time)`,
    headers: {
      rank: 'Rank',
      client: 'Client',
      email: 'E-mail',
      phone: 'Phone',
      zone_name: 'Zone',
      completed_orders: 'Completed orders',
      kg_total: 'Kg delivered',
      litres_total: 'Litres delivered',
      total_amount: 'Total amount',
    },
  },
} as const;

export function starClientColumns(language: Language): ExportColumn<StarClientView>[] {
  const { headers } = texts[language];
  return [
    { header: headers.rank, kind: 'integer', width: 7, value: (row) => row.rank },
    {
      header: headers.client,
      kind: 'text',
      width: 30,
      value: (row) => `${row.name} ${row.last_name}`.trim(),
    },
    { header: headers.email, kind: 'text', width: 30, value: (row) => row.email },
    { header: headers.phone, kind: 'text', width: 15, value: (row) => row.phone },
    { header: headers.zone_name, kind: 'text', width: 20, value: (row) => row.zone_name },
    {
      header: headers.completed_orders,
      kind: 'integer',
      width: 12,
      value: (row) => row.completed_orders,
    },
    { header: headers.kg_total, kind: 'integer', width: 12, value: (row) => row.kg_total },
    { header: headers.litres_total, kind: 'integer', width: 12, value: (row) => row.litres_total },
    { header: headers.total_amount, kind: 'money', width: 15, value: (row) => row.total_amount },
  ];
}

/** The export of the star clients of the inclusive days from..to (a reversed range is a 400). */
export function starClientExport(
  db: Kysely<Database>,
  range: { from: string; to: string },
  language: Language,
  generatedAt: number,
): { fileBaseName: string; table: ExportTable<StarClientView> } {
  const window = starClientWindow(range.from, range.to);
  const words = texts[language];
  return {
    fileBaseName: words.fileName,
    table: {
      title: words.title,
      filter: words.period(formatDay(range.from, language), formatDay(range.to, language)),
      generatedAt,
      language,
      columns: starClientColumns(language),
      batches: starClientBatches(db, window),
      count: async () => (await listStarClientPage(db, window, { page: 1, size: 1 })).total,
    },
  };
}
