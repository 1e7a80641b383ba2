import net from 'node:net';
import type { FastifyServerOptions } from 'fastify';
import { ConfigError } from './configError';

/** false: no proxy; a number: that many proxy hops in front of us; else the proxies' addresses or CIDR ranges. */
export type TrustProxy = false | number | readonly string[];

function isAddressOrRange(value: string): boolean {
  const [address, prefix, ...rest] = value.split('/');
  if (rest.length > 0 || !address) return false;
  const version = net.isIP(address);
  if (version === 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: the number of proxy hops in front of the server (`1` behind one load balancer), or a
 * comma-separated list of the proxies' addresses and CIDR ranges. Only those proxies' X-Forwarded-For
 * and X-Forwarded-Proto are believed; "trust any" (`true`) is refused, since then every client could
 * choose its own address (and escape every per-client limit) and scheme.
 */
export function trustProxyFromEnv(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const invalid = entries.filter((entry) => !isAddressOrRange(entry));
  if (invalid.length > 0 || entries.length === 0) {
    throw new ConfigError(
      `TRUST_PROXY must be a hop count or a comma-separated list of proxy addresses or CIDR ranges (e.g. 1, or 10.0.0.0/8); not usable: ${invalid.join(', ') || value}.`,
    );
  }
  return entries;
}

/**
 * The config's proxy trust as Fastify takes it. A hop count becomes "the first N hops" (Fastify
 * itself no longer accepts a number: it cannot tell a proxy from a client that connects directly, so
 * a hop count is only for deployments where nothing but the proxies reaches the server; addresses or
 * CIDR ranges are the better choice).
 */
export function fastifyTrustProxy(
  trust: TrustProxy | undefined,
): FastifyServerOptions['trustProxy'] {
  if (trust === undefined || trust === false) return false;
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return [...trust];
}
