// Data of the audit trail's tests (test code only).
import type { AuditEvent } from '@/api/audit';

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
    ...overrides,
  };
}

/** A page of the Laravel shape. */
export function page<T>(data: T[], total = data.length, perPage = 10, current = 1) {
  return {
    data,
    current_page: current,
    per_page: perPage,
    total,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
}

/** jsdom has no object URLs or downloads: what the app saves is recorded here. */
export function recordDownloads(): { blob: Blob; filename: string }[] {
  const saved: { blob: Blob; filename: string }[] = [];
  const blobs = new Map<string, Blob>();
  let next = 0;
  URL.createObjectURL = jest.fn((blob: Blob) => {
    next += 1;
    const url = `blob:file-${String(next)}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.getAttribute('href') ?? '');
    if (blob) saved.push({ blob, filename: this.download });
  });
  return saved;
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
