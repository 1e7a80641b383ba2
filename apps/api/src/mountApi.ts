import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Site } from '@storefront/contracts';
import { registerApi } from './api';
import type { ApiConfig } from './config';
import type { DomainContext } from './domain';
import { clearLoginCookies, logOut } from './domains/login';
import {
  previewAllowedFor,
  releaseChoiceOf,
  setReleaseChoice,
  signReleaseLink,
  staffLoginOf,
  verifyReleaseLink,
  type ReleaseLink,
  type StaffLogin,
} from './domains/preview';
import type { ReleaseChoice } from '@storefront/preview-schemas';
import {
  addServerOutcomes,
  type AcceptedBeacon,
  onBeaconAccepted,
  onBeaconReportsDropped,
  signServedReleases,
  type DroppedReason,
  purgeOnceAMinute,
  type ServedReleases,
  type ServerOutcomeCount,
} from './domains/rum';
import { catalogueVersion } from './domains/search';
import { signedVisitorId, VISITOR_COOKIE, verifiedVisitorId } from './http/visitorId';

/**
 * What the server that mounts the API (the document server) asks of it, bound to the API's own
 * database and settings: a host never holds the database nor the domains' context.
 */
export interface MountedApi {
  /**
   * The settings the API was mounted with. The host's own cookies (anti-forgery, visitor, page
   * caching) read `secureCookies` from here, and its pages `demo` and `publicOrigins`, so the host
   * and the API never disagree.
   */
  readonly config: ApiConfig;

  /**
   * The logout form's work: revokes the login behind the request's login and long-term tokens on
   * the server (copies of them stop counting too) and clears both cookies on the reply.
   */
  logOut(request: FastifyRequest, reply: FastifyReply): Promise<void>;

  /**
   * The page state's preview flag: the site's preview setting and a staff cookie (either name).
   * The preview panel checks the staff login itself.
   */
  previewAllowedFor(site: Site, cookies: Record<string, string | undefined>): Promise<boolean>;

  /**
   * Staff preview of releases (the document server's releasePreview/ owns the releases; the API
   * owns who is staff and the signed tokens): the choice is bound to the staff login.
   */
  readonly releasePreview: {
    /** The staff login behind the request, else undefined. */
    staffOf(request: FastifyRequest): Promise<StaffLogin | undefined>;
    /** The releases the request's staff member previews; undefined for everyone else. */
    choiceOf(request: FastifyRequest): Promise<ReleaseChoice | undefined>;
    /** Sets the choice's cookie for that staff login (an empty choice clears it). */
    setChoice(reply: FastifyReply, staff: StaffLogin, choice: ReleaseChoice): Promise<void>;
    /** A preview link's signed token and its expiry. */
    signLink(link: ReleaseLink): Promise<{ token: string; expires: Date }>;
    /** What a link's token opens, when this fleet signed it and it has not expired. */
    verifyLink(token: string | undefined): Promise<ReleaseLink | undefined>;
  };

  /**
   * A number that changes whenever the catalogue or its search index changes, the same for every
   * process on a shared database: the page cache and the shared service answers key on it.
   */
  catalogueVersion(): Promise<number>;

  /**
   * The visitor cookie that keeps a shopper in one canary cohort (apps/api/src/http/visitorId.ts):
   * the host sets it, the beacon route counts the shopper by it. Only ids this fleet signed count.
   */
  readonly visitorIds: {
    /** The cookie's name (the host adds the `__Host-` prefix over https). */
    readonly cookie: string;
    /** The cookie value of a new id, signed with the token secret. */
    sign(id: string): string;
    /** The id a cookie value carries when the current or a previous token secret signed it; else undefined. */
    verify(value: string | undefined): string | undefined;
  };

  /**
   * The releases a page was served, signed for its state: the page's beacons echo them, and the
   * beacon route counts a slot report only for a release in them.
   */
  readonly servedReleases: {
    sign(releases: ServedReleases, site: Site, now: Date): string;
  };

  /** Release health: what this host rendered, added to every host's in the shared database (the release service judges on it). */
  readonly health: {
    /** Adds one host's server slot outcomes (counted per minute) to every host's. */
    addServerOutcomes(counts: readonly ServerOutcomeCount[], now: Date): Promise<void>;
  };

  /**
   * The beacons this process's API takes, for the host's metrics. Each returns its unsubscribe.
   * They are heard per process, as a Prometheus counter counts.
   */
  readonly beacons: {
    /** A beacon accepted: its slot reports and web vitals. */
    onAccepted(listener: (beacon: AcceptedBeacon) => void): () => void;
    /** Slot reports of a beacon not counted, and why (unsigned, forged, expired or not served). */
    onReportsDropped(listener: (reason: DroppedReason, reports: number) => void): () => void;
  };
}

/**
 * The API's one entry for the server that mounts it: registers the whole API under /service on
 * `app` (which already has @fastify/cookie), as registerApi does (the database opened, migrated
 * and seeded, every domain's routes), and answers what the host asks of it from then on.
 */
export async function mountApi(app: FastifyInstance, config: ApiConfig): Promise<MountedApi> {
  return mountedApiOf(await registerApi(app, config));
}

function mountedApiOf(context: DomainContext): MountedApi {
  const { db, database, config } = context;
  return {
    config,
    async logOut(request, reply) {
      await logOut(request, context);
      clearLoginCookies(reply);
    },
    previewAllowedFor: (site, cookies) => previewAllowedFor(context, site, cookies),
    releasePreview: {
      staffOf: (request) => staffLoginOf(request, context),
      choiceOf: (request) => releaseChoiceOf(request, context),
      setChoice: (reply, staff, choice) => setReleaseChoice(reply, context, staff, choice),
      signLink: (link) => signReleaseLink(config.tokenSecret, link),
      verifyLink: (token) =>
        verifyReleaseLink(config.tokenSecret, token, config.previousTokenSecrets),
    },
    catalogueVersion: () => catalogueVersion(database),
    visitorIds: {
      cookie: VISITOR_COOKIE,
      sign: (id) => signedVisitorId(id, config.tokenSecret),
      verify: (value) => verifiedVisitorId(value, config),
    },
    servedReleases: {
      sign: (releases, site, now) => signServedReleases(releases, site, config.tokenSecret, now),
    },
    health: {
      async addServerOutcomes(counts, now) {
        await addServerOutcomes(db, counts);
        await purgeOnceAMinute(db, now, config.rumRetentionS);
      },
    },
    beacons: { onAccepted: onBeaconAccepted, onReportsDropped: onBeaconReportsDropped },
  };
}
