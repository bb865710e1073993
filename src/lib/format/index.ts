export { BUSINESS_TIME_ZONE, formatLocale } from './locale';
export { formatMoney } from './money';
export { formatCount, formatPercent } from './number';
export {
  businessDay,
  formatDateTime,
  formatDay,
  formatDayRange,
  formatDayTime,
  formatTime,
} from './date-time';
