import {
  auditExportPath,
  auditListArgs,
  isFiltered,
  readAuditFilters,
  recordIdOf,
  userIdOf,
} from '../audit-filters';
import openapi from '../../../../openapi/openapi.json';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, isAuditAction, isAuditEntity } from '../audit-values';

/** The values of one of the contract's enums (a union of constants). */
const contractValues = (schema: string): string[] =>
  (
    (openapi.components.schemas as Record<string, { anyOf?: { const?: string }[] }>)[schema]
      ?.anyOf ?? []
  ).flatMap((literal) => (literal.const === undefined ? [] : [literal.const]));

describe('the filters of the audit trail in the url', () => {
  it('reads the user, entity, record and action, and ignores what the server would refuse', () => {
    expect(
      readAuditFilters(new URLSearchParams('user=5&entity=zone&record=12&action=update&q=ana')),
    ).toEqual({ userId: 5, entity: 'zone', entityId: '12', action: 'update' });
    expect(
      readAuditFilters(new URLSearchParams('user=0&entity=planet&record=%20%20&action=explode')),
    ).toEqual({});
    expect(readAuditFilters(new URLSearchParams(''))).toEqual({});
  });

  it('takes positive user ids that fit the contract, and trimmed record ids of 1 to 100 chars', () => {
    expect(userIdOf('2147483647')).toBe(2147483647);
    expect(userIdOf('2147483648')).toBeUndefined();
    expect(userIdOf('07')).toBeUndefined();
    expect(userIdOf('1e3')).toBeUndefined();
    expect(userIdOf(null)).toBeUndefined();
    expect(recordIdOf(' a1b2 ')).toBe('a1b2');
    expect(recordIdOf('x'.repeat(100))).toHaveLength(100);
    expect(recordIdOf('x'.repeat(101))).toBeUndefined();
  });

  it('leaves out what is not given, so that the call and its cache key stay plain', () => {
    expect(auditListArgs({}, { from: undefined, to: undefined })).toEqual({});
    expect(isFiltered({})).toBe(false);
    const args = auditListArgs(
      { entity: 'order', action: 'status_change' },
      { from: '2026-11-01' },
    );
    expect(args).toEqual({ entity: 'order', action: 'status_change', from: '2026-11-01' });
    expect(isFiltered(args)).toBe(true);
  });

  it('exports exactly the search and the filters of the list', () => {
    expect(auditExportPath('excel', 'all', {})).toBe('/api/audit/excel/all');
    expect(
      auditExportPath('pdf', 'Sof%C3%ADa', {
        userId: 5,
        entity: 'zone',
        entityId: '12',
        action: 'update',
        from: '2026-11-01',
        to: '2026-11-20',
      }),
    ).toBe(
      '/api/audit/pdf/Sof%C3%ADa?user_id=5&entity=zone&entity_id=12&action=update&from=2026-11-01&to=2026-11-20',
    );
  });

  it('knows every action and entity of the contract once', () => {
    expect([...AUDIT_ACTIONS].sort()).toEqual(contractValues('AuditAction').sort());
    expect(new Set(AUDIT_ACTIONS).size).toBe(AUDIT_ACTIONS.length);
    expect([...AUDIT_ENTITIES].sort()).toEqual(contractValues('AuditEntity').sort());
    expect(AUDIT_ACTIONS.length).toBeGreaterThan(15);
    expect(AUDIT_ENTITIES.length).toBeGreaterThan(10);
    expect(isAuditAction('password_reset_failed')).toBe(true);
    expect(isAuditAction('toString')).toBe(false);
    expect(isAuditEntity('price_maximum')).toBe(true);
    expect(isAuditEntity('constructor')).toBe(false);
  });
});
