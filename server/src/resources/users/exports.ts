import type { Kysely } from 'kysely';
import type { Database, UserTypeValue } from '../../db/tables';
import type { ExportColumn, ExportTable } from '../../exports/table';
import type { Language } from '../../domain/messages';
import type { TrashedFilter } from '../../kit/pagination';
import { listUserPage, userExportBatches, type UserExportRow } from './repository';

// The users export: the rows the paginated users list shows for the same search, trashed and
// type filters, in its default order (id ascending).

export interface UserExportFilter {
  search: string | undefined;
  trashed: TrashedFilter | undefined;
  typeUser: UserTypeValue | undefined;
}

const texts = {
  es: {
    title: 'Usuarios',
    fileName: 'usuarios',
    headers: {
      id: 'ID',
      number: 'No. de empleado',
      name: 'Nombre',
      last_name: 'Apellidos',
      email: 'Correo electrónico',
      phone: 'Teléfono',
      type_user: 'Tipo',
      zone_name: 'Zona',
      created_at: 'Fecha de alta',
      deleted_at: 'Fecha de baja',
    },
    types: { usuario: 'Cliente', empleado: 'Empleado', administrador: 'Administrador' },
    search: (text: string) => `búsqueda «${text}»`,
    noSearch: 'sin búsqueda',
    trashed: {
      without: 'usuarios activos',
      only: 'usuarios eliminados',
      with: 'usuarios activos y eliminados',
    },
    ofType: (type: string) => `tipo ${type}`,
    anyType: 'todos los tipos',
  },
  en: {
    title: 'Users',
    fileName: 'users',
    headers: {
      id: 'ID',
      number: 'Employee no.',
      name: 'First name',
      last_name: 'Last name',
      email: 'E-mail',
      phone: 'Phone',
      type_user: 'Type',
      zone_name: 'Zone',
      created_at: 'Created',
      deleted_at: 'Deleted',
    },
    types: { usuario: 'Customer', empleado: 'Employee', administrador: 'Administrator' },
    search: (text: string) => `search “${text}”`,
    noSearch: 'no search',
    trashed: {
      without: 'active users',
      only: 'deleted users',
      with: 'active and deleted users',
    },
    ofType: (type: string) => `type ${type}`,
    anyType: 'all types',
  },
} as const;

/** The filter in words: "usuarios activos · búsqueda «garcía» · tipo Cliente". */
export function describeUserFilter(filter: UserExportFilter, language: Language): string {
  const words = texts[language];
  return [
    words.trashed[filter.trashed ?? 'without'],
    filter.search === undefined ? words.noSearch : words.search(filter.search.trim()),
    filter.typeUser === undefined ? words.anyType : words.ofType(words.types[filter.typeUser]),
  ].join(' · ');
}

export function userExportColumns(
  filter: UserExportFilter,
  language: Language,
): ExportColumn<UserExportRow>[] {
  const { headers, types } = texts[language];
  const columns: ExportColumn<UserExportRow>[] = [
    { header: headers.id, kind: 'id', width: 8, value: (row) => row.id },
    { header: headers.number, kind: 'text', width: 12, value: (row) => row.number },
    { header: headers.name, kind: 'text', width: 20, value: (row) => row.name },
    { header: headers.last_name, kind: 'text', width: 24, value: (row) => row.last_name },
    { header: headers.email, kind: 'text', width: 32, value: (row) => row.email },
    { header: headers.phone, kind: 'text', width: 15, value: (row) => row.phone },
    { header: headers.type_user, kind: 'text', width: 14, value: (row) => types[row.type_user] },
    { header: headers.zone_name, kind: 'text', width: 20, value: (row) => row.zone_name },
    { header: headers.created_at, kind: 'datetime', width: 17, value: (row) => row.created_at },
  ];
  if ((filter.trashed ?? 'without') !== 'without')
    columns.push({
      header: headers.deleted_at,
      kind: 'datetime',
      width: 17,
      value: (row) => row.deleted_at,
    });
  return columns;
}

export function userExport(
  db: Kysely<Database>,
  filter: UserExportFilter,
  language: Language,
  generatedAt: number,
): { fileBaseName: string; table: ExportTable<UserExportRow> } {
  const words = texts[language];
  return {
    fileBaseName: words.fileName,
    table: {
      title: words.title,
      filter: describeUserFilter(filter, language),
      generatedAt,
      language,
      columns: userExportColumns(filter, language),
      batches: userExportBatches(db, filter),
      count: async () => (await listUserPage(db, filter, { page: 1, size: 1 })).total,
    },
  };
}
