import type { FastifyInstance } from 'fastify';
import type { TrustProxy } from './trustProxy';

/** The headers a proxy adds, which this server believes only from the proxies TRUST_PROXY names. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'x-forwarded-proto', 'forwarded'] as const;

/**
 * Says once, in the log, that requests carry forwarding headers no proxy is trusted for: behind a
 * proxy without TRUST_PROXY every shopper is one client (one login throttle, one sign-up limit for
 * all), and the scheme the shopper used is unknown (README, "Several processes").
 */
export function warnOnUntrustedForwarding(
  app: FastifyInstance,
  trust: TrustProxy | undefined,
  warn: (message: string) => void,
): void {
  if (trust !== undefined && trust !== false) return;
  let warned = false;
  app.addHook('onRequest', async (request) => {
    if (warned) return;
    const header = FORWARDING_HEADERS.find((name) => request.headers[name] !== undefined);
    if (!header) return;
    warned = true;
    warn(
      `Requests carry ${header} but TRUST_PROXY trusts no proxy: behind a proxy every shopper counts as the proxy's one address, for every per-client limit. Set TRUST_PROXY to the proxies' addresses or CIDR ranges (e.g. 10.0.0.0/8).`,
    );
  });
}

/** A start warning for a hop count: it believes whoever reaches the port directly as a proxy. */
export function hopCountTrustWarning(trust: TrustProxy | undefined): string | undefined {
  return typeof trust === 'number'
    ? `TRUST_PROXY=${trust} believes the first ${trust} hop(s) whoever they are: a client that reaches this port directly chooses its own address. Prefer the proxies' addresses or CIDR ranges.`
    : undefined;
}
