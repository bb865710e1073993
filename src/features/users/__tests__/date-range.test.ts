import {
  defaultRange,
  isCalendarDay,
  rangeFromSearch,
  todayInMexico,
  validateRange,
} from '../date-range';

describe('star clients date range', () => {
  it('takes today in Mexico City, not in UTC', () => {
    // 03:00 UTC on 1 July is still 30 June in Mexico City (UTC-6)
    expect(todayInMexico(new Date('2025-07-01T03:00:00Z'))).toBe('2025-06-30');
    expect(todayInMexico(new Date('2025-07-01T07:00:00Z'))).toBe('2025-07-01');
  });

  it('defaults to the first day of the month up to today', () => {
    expect(defaultRange(new Date('2025-07-01T03:00:00Z'))).toEqual({
      from: '2025-06-01',
      to: '2025-06-30',
    });
    expect(defaultRange(new Date('2025-03-18T18:00:00Z'))).toEqual({
      from: '2025-03-01',
      to: '2025-03-18',
    });
  });

  it('knows real calendar days', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2025-02-29')).toBe(false);
    expect(isCalendarDay('2025-13-01')).toBe(false);
    expect(isCalendarDay('2025-1-01')).toBe(false);
    expect(isCalendarDay('hoy')).toBe(false);
  });

  it('refuses a start after the end, and missing or invalid days', () => {
    expect(validateRange({ from: '2025-06-01', to: '2025-06-30' })).toEqual({});
    expect(validateRange({ from: '2025-06-30', to: '2025-06-30' })).toEqual({});
    expect(validateRange({ from: '2025-07-01', to: '2025-06-30' })).toEqual({
      from: 'fromAfterTo',
    });
    expect(validateRange({ from: '', to: '2025-02-30' })).toEqual({
      from: 'required',
      to: 'invalid',
    });
  });

  it('reads the range from the url, filling what is missing with the default', () => {
    const now = new Date('2025-06-18T18:00:00Z');
    expect(rangeFromSearch(new URLSearchParams('from=2025-01-05&to=2025-02-01'), now)).toEqual({
      from: '2025-01-05',
      to: '2025-02-01',
    });
    expect(rangeFromSearch(new URLSearchParams('to=2025-06-10'), now)).toEqual({
      from: '2025-06-01',
      to: '2025-06-10',
    });
  });
});
