import { defaultRange, todayInMexico } from '../date-range';

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
});
