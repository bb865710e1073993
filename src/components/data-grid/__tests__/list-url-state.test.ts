import { parseRecordId } from '../record-id';
import { isCalendarDay, readDateRange, validateDateRange } from '../date-range';
import { isDeletedView, normalizeSearch, readListState, writeListState } from '../list-url-state';

const options = { sortable: ['name', 'phone'] };
const read = (query: string) => readListState(new URLSearchParams(query), options);

describe('list state in the URL', () => {
  it('reads every part of a list', () => {
    expect(read('page=3&size=25&q=%20centro%20&sort=phone&order=desc&tab=deleted')).toEqual({
      page: 3,
      size: 25,
      search: 'centro',
      sort: { field: 'phone', order: 'desc' },
      tab: 'deleted',
    });
  });

  it.each([
    ['page=abc', { page: 1 }],
    ['page=0', { page: 1 }],
    ['page=-2', { page: 1 }],
    ['page=1.5', { page: 1 }],
    ['size=7', { size: 10 }],
    ['size=1000', { size: 10 }],
    ['size=15', { size: 15 }],
    ['sort=password', { sort: null }],
    ['sort=name&order=sideways', { sort: { field: 'name', order: 'asc' } }],
    ['tab=archived', { tab: 'active' }],
    ['q=%20%20', { search: '' }],
  ])('falls back to the default for %s', (query, expected) => {
    expect(read(query)).toMatchObject(expected);
  });

  it('keeps a search within the contract (at most 100 characters, trimmed)', () => {
    expect(normalizeSearch(`${'a'.repeat(99)} bcd`)).toBe('a'.repeat(99));
    expect(read(`q=${'x'.repeat(150)}`).search).toHaveLength(100);
  });

  it('writes only what differs from the defaults, keeping the screen own keys', () => {
    const params = new URLSearchParams('type=empleado&page=4&q=old');
    const written = writeListState(params, {
      page: 1,
      size: 10,
      search: '',
      sort: { field: 'name', order: 'asc' },
      tab: 'active',
    });
    expect(written.toString()).toBe('type=empleado&sort=name&order=asc');
    expect(readListState(written, options)).toEqual(read('sort=name&order=asc'));
  });
});

describe("a list with tabs of the screen's own", () => {
  const own = { sortable: ['name'], tabs: ['active', 'cancelled'] };
  const readOwn = (query: string) => readListState(new URLSearchParams(query), own);

  it('reads the tab among its own (the first by default) and the deleted switch', () => {
    expect(readOwn('tab=cancelled&deleted=1')).toMatchObject({ tab: 'cancelled', deleted: true });
    expect(readOwn('')).toMatchObject({ tab: 'active', deleted: false });
    expect(readOwn('tab=deleted&deleted=yes')).toMatchObject({ tab: 'active', deleted: false });
    expect(isDeletedView(readOwn('deleted=1'))).toBe(true);
    expect(isDeletedView(readOwn('tab=cancelled'))).toBe(false);
  });

  it('writes the tab unless it is the first, and the switch only when on', () => {
    const state = { page: 3, size: 10, search: '', sort: null, tab: 'cancelled', deleted: true };
    const written = writeListState(new URLSearchParams('from=2026-11-01'), state, own.tabs);
    expect(written.toString()).toBe('from=2026-11-01&page=3&tab=cancelled&deleted=1');
    expect(
      writeListState(
        written,
        { ...state, page: 1, tab: 'active', deleted: false },
        own.tabs,
      ).toString(),
    ).toBe('from=2026-11-01');
  });

  it('keeps the Active/Deleted tabs of a list without its own', () => {
    expect(read('tab=deleted')).toEqual({
      page: 1,
      size: 10,
      search: '',
      sort: null,
      tab: 'deleted',
    });
    expect(isDeletedView(read('tab=deleted'))).toBe(true);
    expect(isDeletedView(read(''))).toBe(false);
  });
});

describe('date ranges in the URL', () => {
  it.each([
    ['2026-11-23', true],
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2026-13-01', false],
    ['23/11/2026', false],
    ['0000-01-01', false],
  ])('%s is a calendar day: %s', (day, expected) => {
    expect(isCalendarDay(day)).toBe(expected);
  });

  it('accepts open ends, refuses days that are not real and a start after the end', () => {
    expect(validateDateRange({ from: '', to: '' })).toEqual({});
    expect(validateDateRange({ from: '2026-11-01', to: '' })).toEqual({});
    expect(validateDateRange({ from: '', to: '2026-11-01' })).toEqual({});
    expect(validateDateRange({ from: '2026-11-01', to: '2026-11-01' })).toEqual({});
    expect(validateDateRange({ from: '2026-11-02', to: '2026-11-01' })).toEqual({
      from: 'fromAfterTo',
    });
    expect(validateDateRange({ from: 'ayer', to: '2026-02-30' })).toEqual({
      from: 'invalid',
      to: 'invalid',
    });
  });

  it('refuses a missing day when both are required', () => {
    expect(validateDateRange({ from: '', to: '2026-02-30' }, { required: true })).toEqual({
      from: 'required',
      to: 'invalid',
    });
    expect(validateDateRange({ from: '2026-11-01', to: '2026-11-30' }, { required: true })).toEqual(
      {},
    );
  });

  it('reads the range of a query', () => {
    expect(readDateRange(new URLSearchParams('from=2026-11-01&q=x'))).toEqual({
      from: '2026-11-01',
      to: '',
    });
  });

  it('fills a side the query does not give from the fallback', () => {
    const month = { from: '2025-06-01', to: '2025-06-18' };
    expect(readDateRange(new URLSearchParams('to=2025-06-10'), month)).toEqual({
      from: '2025-06-01',
      to: '2025-06-10',
    });
    expect(readDateRange(new URLSearchParams('from=&to=2025-06-10'), month)).toEqual({
      from: '',
      to: '2025-06-10',
    });
  });
});

describe('record ids in the URL', () => {
  it.each([
    ['12', 12],
    ['2147483647', 2147483647],
    ['abc', null],
    ['0', null],
    ['007', null],
    ['1e3', null],
    ['-1', null],
    ['2147483648', null],
    [undefined, null],
  ])('%s is %s', (raw, expected) => {
    expect(parseRecordId(raw)).toBe(expected);
  });
});
