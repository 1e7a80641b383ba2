/** Median, minimum and maximum of a bench figure over its runs. */
export interface Stat {
  median: number;
  min: number;
  max: number;
}

export function stat(values: number[]): Stat {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
  return { median, min: sorted[0] ?? 0, max: sorted[sorted.length - 1] ?? 0 };
}
