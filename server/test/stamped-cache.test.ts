import { StampedCache } from '../src/lib/stamped-cache';

describe('StampedCache', () => {
  it('answers an entry only under the stamp it was stored with', () => {
    const cache = new StampedCache<string>({ entries: 10, weight: 100 });
    cache.set('1.1', 'page', 'a');
    expect(cache.get('1.1', 'page')).toBe('a');
    expect(cache.get('2.1', 'page')).toBeUndefined();
    // the change dropped every entry: going back to the old stamp does not revive it
    expect(cache.get('1.1', 'page')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('an answer stored under an older stamp replaces the newer entries rather than joining them', () => {
    const cache = new StampedCache<string>({ entries: 10, weight: 100 });
    cache.set('2.1', 'new', 'fresh');
    cache.set('1.1', 'old', 'late');
    expect(cache.get('2.1', 'new')).toBeUndefined();
    expect(cache.get('2.1', 'old')).toBeUndefined();
  });

  it('forgets the oldest entries past its entry and weight limits, and keeps none too heavy', () => {
    const cache = new StampedCache<string>({ entries: 3, weight: 10 }, (text) => text.length);
    for (const key of ['a', 'b', 'c', 'd']) cache.set('s', key, 'xx');
    expect(['a', 'b', 'c', 'd'].map((key) => cache.get('s', key))).toEqual([
      undefined,
      'xx',
      'xx',
      'xx',
    ]);
    cache.set('s', 'e', 'xxxxxxx'); // 7: with b, c, d (6) over 10, so b and c go
    expect(['b', 'c', 'd', 'e'].map((key) => cache.get('s', key))).toEqual([
      undefined,
      undefined,
      'xx',
      'xxxxxxx',
    ]);
    cache.set('s', 'f', 'x'.repeat(11));
    expect(cache.get('s', 'f')).toBeUndefined();
    expect(cache.get('s', 'e')).toBe('xxxxxxx');
    cache.set('s', 'd', 'y');
    expect(cache.get('s', 'd')).toBe('y');
    expect(cache.size).toBe(2);
  });
});
