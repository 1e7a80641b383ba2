import { PREVIEW_DATE_PATTERN, PREVIEW_TIME_PATTERN } from './constants';

const pad = (value: number) => String(value).padStart(2, '0');

/** A date as YYYY-MM-DD and a time as HH:MM in the browser's time zone, for the date and time fields. */
export function toDateField(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
export function toTimeField(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function validDate(value: string): boolean {
  if (!PREVIEW_DATE_PATTERN.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
}

/**
 * The preview date-time from the fields (spec 5.2): a date that is not YYYY-MM-DD gives the current
 * date and time, and an error is logged. A missing or malformed time counts as midnight.
 */
export function previewDateTime(date: string, time: string, now: () => Date = () => new Date()): Date {
  if (!validDate(date)) {
    console.error(`Invalid preview date "${date}": expected YYYY-MM-DD; using the current date and time.`);
    return now();
  }
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = PREVIEW_TIME_PATTERN.test(time) ? (time.split(':').map(Number) as [number, number]) : [0, 0];
  return new Date(year, month - 1, day, Math.min(hours, 23), Math.min(minutes, 59));
}
