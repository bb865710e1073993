import type { AuditEvent } from '@/api/audit';
import { auditActorOf } from '../audit-actor';
import { auditWhen, auditWhenText } from '../audit-format';
import { makeAuditEvent } from './audit-fixtures';

const anonymous: Partial<AuditEvent> = {
  actor_id: null,
  actor_name: null,
  actor_email: null,
  actor_role: null,
};

describe('who made an entry', () => {
  it('is the user as they were then', () => {
    expect(auditActorOf(makeAuditEvent())).toEqual({
      kind: 'user',
      id: 1,
      name: 'Ana López',
      email: 'admin@gaslp.mx',
      role: 'admin',
    });
    // no name kept: the e-mail, or the id
    expect(auditActorOf(makeAuditEvent({ actor_name: '  ' }))).toMatchObject({
      name: 'admin@gaslp.mx',
    });
    expect(
      auditActorOf(makeAuditEvent({ actor_id: 9, actor_name: null, actor_email: null })),
    ).toMatchObject({ name: '#9', email: null });
  });

  it('is anonymous for a call without a session, with what it tried', () => {
    expect(
      auditActorOf(
        makeAuditEvent({
          ...anonymous,
          action: 'login_failed',
          before: null,
          after: { identifier: 'nadie@gaslp.mx' },
        }),
      ),
    ).toEqual({ kind: 'anonymous', tried: 'nadie@gaslp.mx' });
    expect(auditActorOf(makeAuditEvent({ ...anonymous, before: null, after: null }))).toEqual({
      kind: 'anonymous',
      tried: null,
    });
  });

  it('is the system when there was no request at all', () => {
    expect(auditActorOf(makeAuditEvent({ ...anonymous, ip: null, user_agent: null }))).toEqual({
      kind: 'system',
    });
  });
});

describe('when an entry happened', () => {
  it('is the day and the time to the second in Mexico City, in the UI language', () => {
    // 18:15:07 UTC is 12:15:07 in Mexico City
    const [day, time] = auditWhen('2026-11-20T18:15:07.000Z', 'es-ES');
    expect(day).toBe('20 nov 2026');
    expect(time).toMatch(/^12:15:07/);
    expect(auditWhen('2026-11-20T18:15:07.000Z', 'en-US')).toEqual(['Nov 20, 2026', '12:15:07 PM']);
    expect(auditWhenText('2026-11-20T18:15:07.000Z', 'en-EN')).toBe('Nov 20, 2026, 12:15:07 PM');
    expect(auditWhen('not a date', 'es-ES')).toEqual(['not a date', '']);
  });
});
