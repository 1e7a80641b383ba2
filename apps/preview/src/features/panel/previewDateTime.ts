import { PREVIEW_DATE_PATTERN, PREVIEW_TIME_PATTERN } from './constants';

const pad = (value: number) => String(value).padStart(2, '0');

/** A date as YYYY-MM-DD and a time as HH:MM in the browser's time zone, for the date and time fields. */
export function toDateField(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
export function toTimeField(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A local date-time; setFullYear, because `new Date(y, …)` reads years 0–99 as 1900–1999. */
function localDate(year: number, month: number, day: number, hours = 0, minutes = 0): Date {
  const date = new Date(2000, 0, 1, hours, minutes);
  date.setFullYear(year, month - 1, day);
  return date;
}

function validDate(value: string): boolean {
  if (!PREVIEW_DATE_PATTERN.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = localDate(year, month, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
}

/**
 * The API takes ISO 8601 date-times with a four-digit year; at the very ends of 0000–9999 the time
 * zone can push the instant into year -1 or 10000, which toISOString writes as ±YYYYYY.
 */
function sendable(date: Date): boolean {
  const year = date.getUTCFullYear();
  return year >= 0 && year <= 9999;
}

/**
 * The preview date-time from the fields (spec 5.2): a date that is not YYYY-MM-DD gives the current
 * date and time, and an error is logged. A missing or malformed time counts as midnight.
 */
export function previewDateTime(
  date: string,
  time: string,
  now: () => Date = () => new Date(),
): Date {
  if (!validDate(date)) {
    console.error(
      `Invalid preview date "${date}": expected YYYY-MM-DD; using the current date and time.`,
    );
    return now();
  }
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = PREVIEW_TIME_PATTERN.test(time)
    ? (time.split(':').map(Number) as [number, number])
    : [0, 0];
  const result = localDate(year, month, day, Math.min(hours, 23), Math.min(minutes, 59));
  if (!sendable(result)) {
    console.error(
      `Preview date "${date}" ${time} lies outside the years 0000-9999 in UTC; using the current date and time.`,
    );
    return now();
  }
  return result;
}
