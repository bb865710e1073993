import { parseRecordId } from '../record-id';
import { normalizeSearch, readListState, writeListState } from '../list-url-state';

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
