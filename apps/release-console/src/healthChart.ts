/** One minute of a release's reports (slotHealthPerMinute). */
export interface MinuteHealth {
  minute: string;
  loaded: number;
  failures: number;
}

/** The chart's size in CSS pixels: small enough for a table cell. */
const WIDTH = 240;
const HEIGHT = 48;
/** Minutes the chart covers (the last hour). */
export const CHART_MINUTES = 60;

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A release's health over the last hour as a small server-rendered SVG (no script): one bar per
 * minute, its height the shoppers who reported loading it, its dark part the failures. An image with a text
 * alternative that says the totals, for screen readers and for anyone who cannot see the bars.
 */
export function healthChart(release: string, minutes: readonly MinuteHealth[], now: Date): string {
  const byMinute = new Map(minutes.map((entry) => [entry.minute, entry]));
  const slots = Array.from({ length: CHART_MINUTES }, (_, index) =>
    new Date(now.getTime() - (CHART_MINUTES - 1 - index) * 60_000).toISOString().slice(0, 16),
  );
  const peak = Math.max(1, ...minutes.map((entry) => entry.loaded + entry.failures));
  const barWidth = WIDTH / CHART_MINUTES;
  const bars = slots
    .map((minute, index) => {
      const entry = byMinute.get(minute);
      if (!entry) return '';
      const total = ((entry.loaded + entry.failures) / peak) * HEIGHT;
      const failed = (entry.failures / peak) * HEIGHT;
      const x = (index * barWidth).toFixed(1);
      return `<rect x="${x}" y="${(HEIGHT - total).toFixed(1)}" width="${(barWidth - 1).toFixed(1)}" height="${(total - failed).toFixed(1)}" fill="#5b7a99"/><rect x="${x}" y="${(HEIGHT - failed).toFixed(1)}" width="${(barWidth - 1).toFixed(1)}" height="${failed.toFixed(1)}" fill="#8b0000"/>`;
    })
    .join('');
  const loaded = minutes.reduce((sum, entry) => sum + entry.loaded, 0);
  const failures = minutes.reduce((sum, entry) => sum + entry.failures, 0);
  const label = `Release ${release}, last hour: ${loaded} shoppers loaded it, ${failures} failures reported`;
  return `<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="${escapeXml(label)}" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><title>${escapeXml(label)}</title><rect x="0" y="0" width="${WIDTH}" height="${HEIGHT}" fill="#ffffff" stroke="#767676"/>${bars}</svg>`;
}
