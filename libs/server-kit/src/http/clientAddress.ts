import net from 'node:net';

/**
 * How many leading bits of an IPv6 address name one client. A subscriber is handed a whole /64 (RFC
 * 6177, and SLAAC needs one), so each of its 2^64 addresses is the same client; counting per full
 * address would give every client unlimited fresh keys (OWASP Denial of Service cheat sheet).
 */
export const IPV6_CLIENT_PREFIX_BITS = 64;

const HEXTETS = 8;
const PREFIX_HEXTETS = IPV6_CLIENT_PREFIX_BITS / 16;

/** The eight 16-bit groups of an IPv6 address (`::` expanded, a dotted IPv4 tail as two groups). */
function hextetsOf(address: string): number[] {
  const withoutZone = address.split('%')[0] ?? '';
  let text = withoutZone;
  const dotted = /\d+\.\d+\.\d+\.\d+$/.exec(text);
  if (dotted) {
    const parts = dotted[0].split('.').map(Number);
    text = `${text.slice(0, dotted.index)}${(((parts[0] ?? 0) << 8) | (parts[1] ?? 0)).toString(16)}:${(((parts[2] ?? 0) << 8) | (parts[3] ?? 0)).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const groups = (part: string) =>
    part === '' ? [] : part.split(':').map((group) => parseInt(group, 16));
  const front = groups(head);
  const back = tail === undefined ? [] : groups(tail);
  return [...front, ...Array<number>(HEXTETS - front.length - back.length).fill(0), ...back];
}

/**
 * The key per-client limits count under (login throttle, newsletter sign-ups): an IPv4 address as
 * it is, an IPv4-mapped IPv6 address as its IPv4 address, any other IPv6 address as its /64.
 * Anything else (no address known) is one key of its own.
 */
export function clientKeyOf(address: string | undefined): string {
  const value = address ?? '';
  if (net.isIPv4(value)) return value;
  if (!net.isIPv6(value)) return `unknown:${value.slice(0, 64)}`;
  const hextets = hextetsOf(value);
  const mapped = hextets.slice(0, 5).every((group) => group === 0) && hextets[5] === 0xffff;
  if (mapped)
    return [hextets[6] ?? 0, hextets[7] ?? 0]
      .flatMap((group) => [group >> 8, group & 0xff])
      .join('.');
  return `${hextets
    .slice(0, PREFIX_HEXTETS)
    .map((group) => group.toString(16))
    .join(':')}::/${IPV6_CLIENT_PREFIX_BITS}`;
}
