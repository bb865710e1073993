// Data of the audit trail's tests (test code only).
import type { AuditEvent } from '@/api/audit';
import { page, recordDownloads } from '@/testing/list-fixtures';

export { page, recordDownloads };

/** An entry: Ana López (administrator) renamed zone 12. */
export function makeAuditEvent(overrides: Partial<AuditEvent> = {}): AuditEvent {
  return {
    id: 501,
    occurred_at: '2026-11-20T18:15:07.000Z',
    actor_id: 1,
    actor_name: 'Ana López',
    actor_email: 'admin@gaslp.mx',
    actor_role: 'admin',
    ip: '203.0.113.7',
    user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0',
    action: 'update',
    entity_type: 'zone',
    entity_id: '12',
    before: {
      id: 12,
      name: 'Centro',
      phone: null,
      description: 'Zona centro',
      updated_at: '2026-11-01T16:00:00.000Z',
    },
    after: {
      id: 12,
      name: 'Centro Histórico',
      phone: '33 3614 0000',
      description: 'Zona centro',
      updated_at: '2026-11-20T18:15:07.000Z',
    },
    count: 1,
    ...overrides,
  };
}

/** The Excel answer of an export call. */
export const excelFile = {
  status: 200,
  body: 'PK',
  headers: {
    'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'Content-Disposition': 'attachment; filename="bitacora.xlsx"',
  },
};
