import type { Locale } from '@storefront/contracts';
import type { ThemeWorldNavigation } from '@storefront/navigation-schemas';
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

/** End dates as `formatEndDate` writes them, by ISO date. */
export type EndDateTexts = Readonly<Record<string, string>>;

/**
 * Every theme world's end date written for `locale`, for the server to send with the header's data
 *: a page's first `Intl.DateTimeFormat` loads the locale's ICU data, a single
 * 73 ms slice of the header's hydration at 4x CPU (CPU profile of DE home, 2026-11-28), so the
 * browser's first render takes the server's texts and formats only what it fetched itself.
 */
export function endDateTexts(data: ThemeWorldNavigation, locale: Locale): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const section of data.themeworldFlyout.sections) {
    for (const { endDate } of section.themeworlds)
      if (endDate && !(endDate in texts)) texts[endDate] = formatEndDate(endDate, locale);
  }
  return texts;
}

export type EndDateLabel =
  { kind: 'daysLeft'; days: number } | { kind: 'until'; date: string } | undefined;

export function endDateLabel(
  endDate: string | undefined,
  locale: Locale,
  now: Date,
  texts?: EndDateTexts,
): EndDateLabel {
  if (!endDate) return undefined;
  const days = daysLeft(endDate, now);
  if (days < 0) return undefined;
  if (days <= ONLY_X_DAYS_LEFT_THRESHOLD) return { kind: 'daysLeft', days };
  return { kind: 'until', date: texts?.[endDate] ?? formatEndDate(endDate, locale) };
}
