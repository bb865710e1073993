import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { UNREADABLE_DAY, isCalendarDay } from './calendar-day';

/** The picker's value of a field's day: null when empty, an invalid date when not a day. */
export function pickerValueOf(day: string): Dayjs | null {
  if (day === '') return null;
  if (!isCalendarDay(day)) return dayjs(Number.NaN);
  // dayjs reads YYYY-MM-DD as that day at midnight, local time
  return dayjs(day);
}

/** The field's day of a picker's value: YYYY-MM-DD, '' when empty, `UNREADABLE_DAY` otherwise. */
export function dayOf(value: Dayjs | null): string {
  if (value === null) return '';
  if (!value.isValid()) return UNREADABLE_DAY;
  return value.format('YYYY-MM-DD');
}
