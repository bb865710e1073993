import {
  businessDay,
  formatDateTime,
  formatDay,
  formatDayRange,
  formatDayTime,
  formatTime,
} from '@/lib/format/date-time';
import { formatCount, formatPercent } from '@/lib/format/number';
import { formatLocale } from '@/lib/format/locale';
import { formatMoney } from '@/lib/format/money';

// Intl writes a narrow no-break space before a.m./p.m. in some ICU versions: compare without it
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatLocale', () => {
  it('writes Spanish as Mexican Spanish and both English variants as US English', () => {
    expect(formatLocale('es-ES')).toBe('es-MX');
    expect(formatLocale('en-US')).toBe('en-US');
    expect(formatLocale('en-EN')).toBe('en-US');
    expect(formatLocale('fr-FR')).toBe('es-MX');
  });
});

describe('formatMoney', () => {
  it('writes pesos with two decimals in the language', () => {
    expect(formatMoney(1234.5, 'es-ES')).toBe('$1,234.50');
    expect(formatMoney(0.1 + 0.2, 'es-ES')).toBe('$0.30');
    expect(formatMoney(1234.5, 'en-US')).toBe('MX$1,234.50');
    expect(formatMoney(0, 'en-EN')).toBe('MX$0.00');
  });
});

describe('counts and shares', () => {
  it('groups thousands', () => {
    expect(formatCount(12345, 'es-ES')).toBe('12,345');
    expect(formatCount(12345, 'en-US')).toBe('12,345');
  });

  it('rounds shares to whole percents, with one decimal under 10 %', () => {
    expect(formatPercent(0.453, 'es-ES')).toBe('45%');
    expect(formatPercent(0.045, 'en-US')).toBe('4.5%');
    expect(formatPercent(0, 'es-ES')).toBe('0%');
    expect(formatPercent(1, 'es-ES')).toBe('100%');
  });
});

describe('dates in Mexico City', () => {
  // 02:30 UTC on 13 June is still 12 June (20:30) in Mexico City
  const lateEvening = '2025-06-13T02:30:00.000Z';

  it('reads the business day of an instant in Mexico City', () => {
    expect(businessDay(lateEvening)).toBe('2025-06-12');
    expect(businessDay(new Date('2025-06-12T12:00:00Z'))).toBe('2025-06-12');
    expect(businessDay('not a date')).toBe('');
  });

  it('writes times and dates as they were in Mexico City', () => {
    expect(plain(formatTime(lateEvening, 'es-ES'))).toBe('8:30 p.m.');
    expect(plain(formatTime(lateEvening, 'en-US'))).toBe('8:30 PM');
    expect(plain(formatDayTime(lateEvening, 'es-ES'))).toBe('12 jun, 8:30 p.m.');
    expect(plain(formatDateTime(lateEvening, 'es-ES'))).toBe('12/06/25, 8:30 p.m.');
    expect(plain(formatDateTime(lateEvening, 'es-ES', 'medium'))).toBe('12 jun 2025, 8:30 p.m.');
    expect(plain(formatDateTime(lateEvening, 'en-US', 'medium'))).toBe('Jun 12, 2025, 8:30 PM');
    expect(formatDateTime('nonsense', 'es-ES')).toBe('nonsense');
  });

  it('writes a calendar day as it is, never shifted by a time zone', () => {
    expect(formatDay('2025-06-01', 'es-ES')).toBe('1 jun');
    expect(formatDay('2025-06-01', 'es-ES', 'long')).toBe('1 de junio de 2025');
    expect(formatDay('2025-06-01', 'en-US', 'long')).toBe('June 1, 2025');
    expect(formatDay('junio', 'es-ES')).toBe('junio');
  });

  it('writes a range of days (a week) once, the way of the language', () => {
    const thin = (text: string) => text.replace(/[\u2009\u00a0\u202f]/g, ' ');
    expect(thin(formatDayRange('2026-10-04', '2026-10-10', 'es-ES', 'long'))).toBe(
      '4–10 de octubre de 2026',
    );
    expect(thin(formatDayRange('2026-09-27', '2026-10-03', 'en-US'))).toBe('Sep 27 – Oct 3, 2026');
    expect(formatDayRange('2026-10-10', '2026-10-04', 'es-ES')).toBe('2026-10-10 – 2026-10-04');
  });
});
