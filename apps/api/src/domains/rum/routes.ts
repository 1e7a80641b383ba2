import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiDomain } from '../../domain';
import { sendProblem } from '../../http/problem';
import { parseOr400 } from '../../http/validate';
import { BEACON_MAX_BYTES, BeaconSchema } from './beaconSchema';
import { addBeacon } from './aggregates';
import { beaconAccepted } from './beaconListeners';
import { rumMigrations } from './migrations';
import { createBeaconLimit } from './beaconLimit';
import { clientKeyOf } from '../../http/clientAddress';

/** Where pages send their health beacons (navigator.sendBeacon). */
export const BEACON_PATH = '/rum/api/beacons';

/**
 * Health from real shoppers: a small endpoint for the pages' beacons. Checked
 * against a strict schema (400), at most BEACON_MAX_BYTES (413), at most BEACON_LIMIT_PER_MINUTE
 * per client (429; shared by every process through Redis when there is one); only then are its
 * counts added to the per-minute aggregates. Posted by sendBeacon, which sends no header of ours:
 * the strict same-origin check guards it (`csrf: 'form'`).
 */
export const rumDomain: ApiDomain = {
  name: 'rum',
  migrations: rumMigrations,
  async routes(parent, context) {
    // Shared by every process through Redis where there is one (scale-out), else this process's own.
    const limit = createBeaconLimit(context.redis);
    // Its own scope: the text/plain parser below is for beacons alone.
    await parent.register(async (app) => {
      // sendBeacon posts a string as text/plain: read it as the JSON it is.
      app.addContentTypeParser(
        'text/plain',
        { parseAs: 'string', bodyLimit: BEACON_MAX_BYTES },
        (_request, body, done) => {
          try {
            done(null, JSON.parse(body as string));
          } catch {
            done(
              Object.assign(new Error('The beacon is not JSON.'), { statusCode: 400 }),
              undefined,
            );
          }
        },
      );
      // Counted when the request arrives, before its body is read or parsed: a flood of malformed or
      // oversized beacons is a flood too, and costs no parsing. Per client (an IPv6 /64 is one subscriber).
      const refuseFloods = async (request: FastifyRequest, reply: FastifyReply) => {
        const decision = await limit.take(clientKeyOf(request.ip));
        if (decision.allowed) return;
        reply.header('retry-after', String(decision.retryAfterS));
        return sendProblem(
          reply,
          429,
          'urn:storefront:too-many-beacons',
          'Too many beacons from this address; try again in a minute.',
        );
      };
      app.post(
        BEACON_PATH,
        { bodyLimit: BEACON_MAX_BYTES, config: { csrf: 'form' }, onRequest: refuseFloods },
        async (request, reply) => {
          const beacon = parseOr400(reply, BeaconSchema, request.body, 'beacon');
          if (!beacon) return reply;
          await addBeacon(context.db, beacon, new Date());
          beaconAccepted(beacon);
          return reply.code(204).send();
        },
      );
    });
  },
};
