import type { FastifyRequest } from 'fastify';
import { VISITOR_COOKIE, verifiedVisitorId } from '../../http/visitorId';
import type { ApiConfig } from '../../config';
import { clientKeyOf, readOwnCookie, purposeSignature } from '@storefront/server-kit';

const PURPOSE = 'storefront rum shopper';

/**
 * Who sent a beacon, as release health counts shoppers: the signed visitor id the server gave the
 * browser (the cookie comes with the beacon), else the client's address (an IPv6 /64 is one
 * subscriber), so a client without the cookie counts once however many it sends. Stored only as a
 * keyed hash: the table never holds an id or an address.
 */
export function shopperKey(
  request: FastifyRequest,
  config: Pick<ApiConfig, 'secureCookies' | 'tokenSecret' | 'previousTokenSecrets'>,
): string {
  const visitor = verifiedVisitorId(readOwnCookie(request, config, VISITOR_COOKIE), config);
  const shopper =
    visitor === undefined ? `address ${clientKeyOf(request.ip)}` : `visitor ${visitor}`;
  return purposeSignature(config.tokenSecret, PURPOSE, shopper).toString('hex');
}
