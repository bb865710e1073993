import { auditChanges, auditValueText, changedOnly, sameJson } from '../audit-diff';

const words = {
  empty: '(vacío)',
  yes: 'Sí',
  no: 'No',
  instant: (iso: string) => `<${iso}>`,
};

describe('the record before and after an entry', () => {
  it('marks the fields changed, added and removed, in the order of the record after', () => {
    const before = { id: 3, name: 'Centro', phone: null, notes: 'x', tags: ['a'] };
    const after = { id: 3, name: 'Centro Histórico', phone: '33 1234', tags: ['a'], active: true };
    expect(auditChanges(before, after)).toEqual([
      { field: 'id', before: 3, after: 3, kind: 'unchanged' },
      { field: 'name', before: 'Centro', after: 'Centro Histórico', kind: 'changed' },
      { field: 'phone', before: null, after: '33 1234', kind: 'changed' },
      { field: 'tags', before: ['a'], after: ['a'], kind: 'unchanged' },
      { field: 'active', before: undefined, after: true, kind: 'added' },
      { field: 'notes', before: 'x', after: undefined, kind: 'removed' },
    ]);
    expect(changedOnly(auditChanges(before, after)).map((change) => change.field)).toEqual([
      'name',
      'phone',
      'active',
      'notes',
    ]);
  });

  it('reads a create as every field added and a removal as every field removed', () => {
    expect(auditChanges(null, { id: 1, name: 'Norte' }).map((change) => change.kind)).toEqual([
      'added',
      'added',
    ]);
    expect(auditChanges({ id: 1 }, null)).toEqual([
      { field: 'id', before: 1, after: undefined, kind: 'removed' },
    ]);
    expect(auditChanges(null, null)).toEqual([]);
  });

  it('compares nested values by content, whatever the order of their keys', () => {
    expect(sameJson({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameJson([1, 2], [2, 1])).toBe(false);
    expect(sameJson(null, {})).toBe(false);
    expect(sameJson('1', 1)).toBe(false);
  });

  it('writes each value for people: empty, yes/no, instants in the UI language, JSON', () => {
    expect(auditValueText(null, words)).toBe('(vacío)');
    expect(auditValueText(undefined, words)).toBe('(vacío)');
    expect(auditValueText('', words)).toBe('(vacío)');
    expect(auditValueText(true, words)).toBe('Sí');
    expect(auditValueText(false, words)).toBe('No');
    expect(auditValueText(0, words)).toBe('0');
    expect(auditValueText('2026-11-20T18:15:00.000Z', words)).toBe('<2026-11-20T18:15:00.000Z>');
    // a day or a text that only starts like a date stays as it is
    expect(auditValueText('2026-11-20', words)).toBe('2026-11-20');
    expect(auditValueText('2026-11-20T18:15:00Z and more', words)).toBe(
      '2026-11-20T18:15:00Z and more',
    );
    expect(auditValueText({ a: [1, null] }, words)).toBe('{"a":[1,null]}');
  });
});
