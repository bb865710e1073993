/** The business's time zone: every date is shown as it was in Mexico City. */
const TIME_ZONE = 'America/Mexico_City';

const dateTime = new Intl.DateTimeFormat('es-MX', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: TIME_ZONE,
});

/** An ISO 8601 instant as a Mexican date and time. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

/** "Name Lastname". */
export function fullName(user: { name: string; last_name: string }): string {
  return `${user.name} ${user.last_name}`.trim();
}
