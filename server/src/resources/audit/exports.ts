import type { Kysely } from 'kysely';
import { changedFields, type AuditState } from '../../audit/state';
import type { AuditActionName } from '../../audit/record';
import type { AuditEntityName } from '../../audit/entities';
import type { AuditEntityLabels } from '../../kit/resource';
import type { Role } from '../../domain/roles';
import type { Database } from '../../db/tables';
import { formatDay } from '../../exports/format';
import type { ExportColumn, ExportTable } from '../../exports/table';
import type { Language } from '../../domain/messages';
import {
  auditExportBatches,
  listAuditPage,
  type AuditEventView,
  type AuditFilter,
} from './repository';

// The audit trail's exports: the entries the list shows for the same search and filters, newest
// first. The workbook holds every field, the records before and after as JSON included; the PDF
// names the fields that changed.

export type AuditExportFilter = AuditFilter & {
  /** The days as asked, for the filter line (the range holds their bounds). */
  from?: string | undefined;
  to?: string | undefined;
};

/** Longest text a workbook cell holds (Excel's limit is 32,767 characters). */
const CELL_MAX_LENGTH = 32_000;

const texts = {
  es: {
    title: 'Bitácora de auditoría',
    fileName: 'bitacora',
    headers: {
      id: 'ID',
      occurred_at: 'Fecha',
      actor: 'Usuario',
      actor_email: 'Correo',
      actor_role: 'Rol',
      ip: 'Dirección IP',
      action: 'Acción',
      entity: 'Entidad',
      entity_id: 'Registro',
      changes: 'Campos cambiados',
      user_agent: 'Navegador',
      before: 'Antes',
      after: 'Después',
    },
    anonymous: 'Anónimo',
    roles: { admin: 'Administrador', employee: 'Empleado', customer: 'Cliente' },
    actions: {
      create: 'Alta',
      update: 'Modificación',
      delete: 'Eliminación',
      restore: 'Restauración',
      status_change: 'Cambio de estado',
      wallet_movement: 'Movimiento de monedero',
      login: 'Inicio de sesión',
      login_failed: 'Inicio de sesión fallido',
      logout: 'Cierre de sesión',
      password_change: 'Cambio de contraseña',
      password_reset_request: 'Solicitud de restablecimiento',
      password_reset: 'Restablecimiento de contraseña',
      password_reset_failed: 'Restablecimiento fallido',
      reauth_failed: 'Contraseña actual incorrecta',
      unauthorized: 'Rechazo: sin sesión válida (401)',
      forbidden: 'Rechazo: sin permiso (403)',
      rate_limited: 'Rechazo: demasiadas solicitudes (429)',
      export: 'Exportación masiva',
    },
    search: (text: string) => `búsqueda «${text}»`,
    noSearch: 'sin búsqueda',
    user: (id: number) => `usuario n.º ${String(id)}`,
    entity: (name: string) => `entidad ${name}`,
    entityId: (id: string) => `registro ${id}`,
    action: (name: string) => `acción ${name}`,
    from: (day: string) => `desde el ${day}`,
    to: (day: string) => `hasta el ${day}`,
    anyDay: 'todas las fechas',
  },
  en: {
    title: 'Audit trail',
    fileName: 'audit-trail',
    headers: {
      id: 'ID',
      occurred_at: 'Date',
      actor: 'User',
      actor_email: 'E-mail',
      actor_role: 'Role',
      ip: 'IP address',
      action: 'Action',
      entity: 'Entity',
      entity_id: 'Record',
      changes: 'Changed fields',
      user_agent: 'Browser',
      before: 'Before',
      after: 'After',
    },
    anonymous: 'Anonymous',
    roles: { admin: 'Administrator', employee: 'Employee', customer: 'Customer' },
    actions: {
      create: 'Create',
      update: 'Update',
      delete: 'Delete',
      restore: 'Restore',
      status_change: 'Status change',
      wallet_movement: 'Wallet movement',
      login: 'Sign-in',
      login_failed: 'Failed sign-in',
      logout: 'Sign-out',
      password_change: 'Password change',
      password_reset_request: 'Password reset request',
      password_reset: 'Password reset',
      password_reset_failed: 'Failed password reset',
      reauth_failed: 'Wrong current password',
      unauthorized: 'Refused: no valid session (401)',
      forbidden: 'Refused: not allowed (403)',
      rate_limited: 'Refused: too many requests (429)',
      export: 'Bulk export',
    },
    search: (text: string) => `search “${text}”`,
    noSearch: 'no search',
    user: (id: number) => `user no. ${String(id)}`,
    entity: (name: string) => `entity ${name}`,
    entityId: (id: string) => `record ${id}`,
    action: (name: string) => `action ${name}`,
    from: (day: string) => `from ${day}`,
    to: (day: string) => `to ${day}`,
    anyDay: 'any date',
  },
} satisfies Record<
  Language,
  {
    roles: Record<Role, string>;
    actions: Record<AuditActionName, string>;
  } & Record<string, unknown>
>;

/** The filter in words: "búsqueda «ana» · entidad Pedido · acción Alta · desde el 01/11/2026". */
/** An entity's name in the language, as its resource declares it (the raw name without one). */
const entityName = (labels: AuditEntityLabels, entity: AuditEntityName, language: Language) =>
  labels[entity]?.[language] ?? entity;

export function describeAuditFilter(
  filter: AuditExportFilter,
  language: Language,
  labels: AuditEntityLabels,
): string {
  const words = texts[language];
  const days = [
    ...(filter.from === undefined ? [] : [words.from(formatDay(filter.from, language))]),
    ...(filter.to === undefined ? [] : [words.to(formatDay(filter.to, language))]),
  ];
  return [
    filter.search === undefined
      ? words.noSearch
      : words.search(filter.search.replace(/\p{Cc}/gu, ' ').trim()),
    ...(filter.userId === undefined ? [] : [words.user(filter.userId)]),
    ...(filter.entity === undefined
      ? []
      : [words.entity(entityName(labels, filter.entity, language))]),
    ...(filter.entityId === undefined ? [] : [words.entityId(filter.entityId)]),
    ...(filter.action === undefined ? [] : [words.action(words.actions[filter.action])]),
    days.length === 0 ? words.anyDay : days.join(' '),
  ].join(' · ');
}

const json = (state: AuditState | null): string | null => {
  if (state === null) return null;
  const text = JSON.stringify(state);
  return text.length > CELL_MAX_LENGTH ? `${text.slice(0, CELL_MAX_LENGTH)}…` : text;
};

export function auditExportColumns(
  language: Language,
  labels: AuditEntityLabels,
): ExportColumn<AuditEventView>[] {
  const { headers, roles, actions, anonymous } = texts[language];
  return [
    { header: headers.id, kind: 'id', width: 8, pdfWidth: 0, value: (row) => row.id },
    { header: headers.occurred_at, kind: 'datetime', width: 17, value: (row) => row.occurred_at },
    {
      header: headers.actor,
      kind: 'text',
      width: 24,
      value: (row) => row.actor_name ?? anonymous,
    },
    { header: headers.actor_email, kind: 'text', width: 28, value: (row) => row.actor_email },
    {
      header: headers.actor_role,
      kind: 'text',
      width: 13,
      pdfWidth: 0,
      value: (row) => (row.actor_role === null ? null : roles[row.actor_role]),
    },
    { header: headers.ip, kind: 'text', width: 15, value: (row) => row.ip },
    {
      header: headers.action,
      kind: 'text',
      width: 20,
      // a refused call's entry stands for every refusal of its actor, call and minute
      value: (row) =>
        row.count > 1 ? `${actions[row.action]} ×${String(row.count)}` : actions[row.action],
    },
    {
      header: headers.entity,
      kind: 'text',
      width: 16,
      value: (row) => entityName(labels, row.entity_type, language),
    },
    { header: headers.entity_id, kind: 'text', width: 12, value: (row) => row.entity_id },
    {
      header: headers.changes,
      kind: 'text',
      width: 30,
      value: (row) => changedFields(row.before, row.after).join(', ') || null,
    },
    {
      header: headers.user_agent,
      kind: 'text',
      width: 30,
      pdfWidth: 0,
      value: (row) => row.user_agent,
    },
    {
      header: headers.before,
      kind: 'text',
      width: 50,
      pdfWidth: 0,
      value: (row) => json(row.before),
    },
    {
      header: headers.after,
      kind: 'text',
      width: 50,
      pdfWidth: 0,
      value: (row) => json(row.after),
    },
  ];
}

export function auditExport(
  db: Kysely<Database>,
  filter: AuditExportFilter,
  language: Language,
  generatedAt: number,
  labels: AuditEntityLabels,
): { fileBaseName: string; table: ExportTable<AuditEventView> } {
  const words = texts[language];
  return {
    fileBaseName: words.fileName,
    table: {
      title: words.title,
      filter: describeAuditFilter(filter, language, labels),
      generatedAt,
      language,
      columns: auditExportColumns(language, labels),
      batches: auditExportBatches(db, filter),
      count: async () => (await listAuditPage(db, filter, { page: 1, size: 1 })).total,
    },
  };
}
