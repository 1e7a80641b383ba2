/** Staff texts are English: a date-time as en-GB medium date and short time, in the browser's zone. */
const STAFF_DATE_TIME_FORMAT = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** E.g. "10 Mar 2027, 09:45". A value that is no date-time is shown as it came, never thrown on. */
export function formatStaffDateTime(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? String(value) : STAFF_DATE_TIME_FORMAT.format(date);
}
