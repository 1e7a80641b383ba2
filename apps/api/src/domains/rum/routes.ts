import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiDomain } from '../../domain';
import { parseOr400 } from '../../http/validate';
import { BEACON_MAX_BYTES, BeaconSchema } from './beaconSchema';
import { addSlotReports, purgeOnceAMinute } from './aggregates';
import { addVitalReports, type AttributedVital, RELEASE_VITALS } from './vitals';
import { type AcceptedBeacon, beaconAccepted, beaconReportsDropped } from './beaconListeners';
import { verifiedServedReleases } from './servedReleases';
import { shopperKey } from './shopperKey';
import { rumMigrations } from './migrations';
import { createBeaconLimit } from './beaconLimit';
import { sendProblem, clientKeyOf } from '@storefront/server-kit';

/** A vital kept per release: pinned on a remote, of a kind an element can cause. */
const isReleaseVital = (
  vital: AcceptedBeacon['vitals'][number],
): vital is AcceptedBeacon['vitals'][number] & AttributedVital =>
  vital.remote !== undefined &&
  vital.release !== undefined &&
  (RELEASE_VITALS as readonly string[]).includes(vital.name);

/** Where pages send their health beacons (navigator.sendBeacon). */
export const BEACON_PATH = '/rum/api/beacons';

/**
 * Health from real shoppers: a small endpoint for the pages' beacons. Checked
 * against a strict schema (400), at most BEACON_MAX_BYTES (413), at most BEACON_LIMIT_PER_MINUTE
 * per client (429; shared by every process through Redis when there is one), and for the served
 * releases the server signed for the page (403 without them, or with a forged or expired
 * signature); a slot report for a release the page was not served is dropped, and so is a vital
 * pinned on a remote the page was not served. What is left counts once per shopper (aggregates.ts,
 * vitals.ts). Every refusal and drop is counted (beaconListeners.ts). Posted
 * by sendBeacon, which sends no header of ours: the strict same-origin check guards it
 * (`csrf: 'form'`).
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
          const now = new Date();
          const served = verifiedServedReleases(beacon.served, beacon.site, context.config, now);
          const attributed = beacon.vitals.filter((vital) => vital.remote !== undefined);
          if ('refused' in served) {
            beaconReportsDropped(served.refused, beacon.slots.length + attributed.length);
            return sendProblem(
              reply,
              403,
              'urn:storefront:beacon-not-served',
              'The beacon does not carry the releases this storefront served the page.',
            );
          }
          const slots = beacon.slots.filter(
            (slot) => served.releases[slot.remote] === slot.release,
          );
          // A vital pinned on a remote counts for the release of it this page was served.
          const vitals: AcceptedBeacon['vitals'] = beacon.vitals.flatMap((vital) => {
            if (vital.remote === undefined) return [vital];
            const release = served.releases[vital.remote];
            return release === undefined ? [] : [{ ...vital, release }];
          });
          beaconReportsDropped(
            'not-served',
            beacon.slots.length - slots.length + beacon.vitals.length - vitals.length,
          );
          const visitor = shopperKey(request, context.config);
          await addSlotReports(context.db, { site: beacon.site, slots }, visitor, now);
          await addVitalReports(
            context.db,
            { site: beacon.site, vitals: vitals.filter(isReleaseVital) },
            visitor,
            now,
          );
          await purgeOnceAMinute(context.db, now, context.config.rumRetentionS);
          beaconAccepted({ site: beacon.site, slots, vitals });
          return reply.code(204).send();
        },
      );
    });
  },
};
