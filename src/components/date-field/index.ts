/**
 * A calendar day field on the MUI X date pickers, bound to YYYY-MM-DD strings. The pickers load
 * with the first field shown (a chunk of their own), and the dayjs locale of the UI language with
 * them (Spanish in a chunk of its own; English is built in). Import it from lazily loaded screens.
 */
export { DayField } from './day-field';
export type { DayFieldProps } from './day-field-props';
export { UNREADABLE_DAY, isCalendarDay } from './calendar-day';
