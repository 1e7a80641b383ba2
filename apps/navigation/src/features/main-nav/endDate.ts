import type { Locale } from '@storefront/contracts';
import { ONLY_X_DAYS_LEFT_THRESHOLD } from './constants';

const DAY_MS = 86_400_000;

/** Whole days from today (local) until an ISO date (yyyy-mm-dd); 0 on the last day. */
export function daysLeft(endDate: string, now: Date): number {
  const [year, month, day] = endDate.split('-').map(Number);
  const end = Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1);
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.round((end - today) / DAY_MS);
}

/**
 * One formatter per locale and pattern: building an Intl.DateTimeFormat costs far more than using
 * one, and the server renders every theme world's end date on every page (the bench's profile of
 * server rendering: more than half of the navigation remote's own time went here).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, found);
  }
  return found;
}

/**
 * The end date as the theme-world flyout writes it: DE as "Mo, 24.11." and HU as
 * "november 24." (the spec's two special formats), other locales in their short date format.
 */
export function formatEndDate(endDate: string, locale: Locale): string {
  const [year, month, day] = endDate.split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1));
  if (locale === 'de-DE') {
    const weekday = formatter('de-DE', { weekday: 'short', timeZone: 'UTC' }).format(date);
    return `${weekday}, ${String(day).padStart(2, '0')}.${String(month).padStart(2, '0')}.`;
  }
  if (locale === 'hu-HU') {
    return `${formatter('hu-HU', { month: 'long', timeZone: 'UTC' }).format(date)} ${day}.`;
  }
  return formatter(locale, { day: '2-digit', month: '2-digit', timeZone: 'UTC' }).format(date);
}

export type EndDateLabel = { kind: 'daysLeft'; days: number } | { kind: 'until'; date: string } | undefined;

export function endDateLabel(endDate: string | undefined, locale: Locale, now: Date): EndDateLabel {
  if (!endDate) return undefined;
  const days = daysLeft(endDate, now);
  if (days < 0) return undefined;
  if (days <= ONLY_X_DAYS_LEFT_THRESHOLD) return { kind: 'daysLeft', days };
  return { kind: 'until', date: formatEndDate(endDate, locale) };
}
