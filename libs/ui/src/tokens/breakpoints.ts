import { BREAKPOINTS } from '@storefront/contracts';

export { BREAKPOINTS };
export type BreakpointName = keyof typeof BREAKPOINTS;

export function isBreakpointName(value: unknown): value is BreakpointName {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(BREAKPOINTS, value);
}

/** A media query that matches from the breakpoint upwards (the breakpoint value itself included). */
export function minWidthQuery(name: BreakpointName): string {
  return `(min-width: ${BREAKPOINTS[name]}px)`;
}
