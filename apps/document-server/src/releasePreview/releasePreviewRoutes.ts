import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { publicOriginOf, type ApiConfig, type MountedApi } from '@storefront/api';
import {
  REMOTE_NAMES,
  SITES,
  releaseIdOfEntry,
  siteFromHost,
  type RemoteName,
  type RemoteRegistry,
  type Site,
} from '@storefront/contracts';
import {
  RELEASE_PREVIEW_OPEN_PATH,
  RELEASE_PREVIEW_PATHS,
  ReleaseChoiceEndQuerySchema,
  ReleaseChoiceRequestSchema,
  ReleaseLinkRequestSchema,
  type PreviewableRelease,
  type ReleaseChoice,
  type ReleaseChoiceResponse,
  type ReleaseLinkResponse,
  type ReleaseListResponse,
} from '@storefront/preview-schemas';
import type { SiteCanaries } from '@storefront/releases';
import { hasSameOrigin, hasValidCsrf, sendProblem } from '@storefront/server-kit';
import type { ReleasePreviewSource } from './releasePreviewSource';

/** How many of a remote's releases the panel lists, newest first: a team's recent builds. */
export const RELEASES_LISTED = 20;

export interface ReleasePreviewRoutesOptions {
  api: Pick<MountedApi, 'releasePreview'> & {
    config: Pick<ApiConfig, 'secureCookies' | 'publicOrigins'>;
  };
  source: ReleasePreviewSource;
  /** Why the release may not be previewed ([] when it may): previewChecks.ts. */
  check(remote: RemoteName, release: string): Promise<string[]>;
  registry(site: Site): RemoteRegistry;
  canaries?(site: Site): SiteCanaries;
}

const INVALID = 'urn:storefront:invalid-request';
type StaffLogin = NonNullable<Awaited<ReturnType<MountedApi['releasePreview']['staffOf']>>>;

/**
 * Staff preview of any published release (docs/architecture/releases.md, "Staff preview"): the
 * panel lists each remote's releases, chooses one (after the deploy's checks), ends a choice, and
 * makes a signed link a reviewer opens while logged in as staff. Every answer is the staff member's
 * own: never cached.
 */
export function registerReleasePreview(
  app: FastifyInstance,
  options: ReleasePreviewRoutesOptions,
): void {
  const { api, source } = options;

  /** Staff only, and (for what changes anything) the anti-forgery header; else answered here. */
  async function staffOf(
    request: FastifyRequest,
    reply: FastifyReply,
    changes: boolean,
  ): Promise<StaffLogin | undefined> {
    reply.header('cache-control', 'no-store');
    if (changes && !(hasValidCsrf(request, api.config) && hasSameOrigin(request))) {
      sendProblem(
        reply,
        403,
        'urn:storefront:csrf',
        'The request is missing a valid anti-forgery token.',
      );
      return undefined;
    }
    const staff = await api.releasePreview.staffOf(request);
    if (!staff) sendProblem(reply, 401, 'urn:storefront:unauthorized', 'Staff login required.');
    return staff;
  }

  /** Whether the store holds the release; answered 404 here when it does not. */
  async function published(reply: FastifyReply, remote: RemoteName, release: string) {
    if ((await source.releases(remote)).some((candidate) => candidate.id === release)) return true;
    sendProblem(
      reply,
      404,
      'urn:storefront:not-found',
      `${remote} has no release ${release} in the store.`,
    );
    return false;
  }

  /** The release on this host and through its checks; a refusal answered here says why. */
  async function checked(reply: FastifyReply, remote: RemoteName, release: string) {
    try {
      await source.ensure(remote, release);
    } catch (error) {
      request422(reply, `${remote} ${release} could not be brought to this host.`, String(error));
      return false;
    }
    const problems = await options.check(remote, release);
    if (problems.length === 0) return true;
    request422(
      reply,
      `${remote} ${release} did not pass the checks a deploy runs; it is not previewed.`,
      problems.join('\n'),
    );
    return false;
  }

  const request422 = (reply: FastifyReply, title: string, detail: string) =>
    sendProblem(reply, 422, 'urn:storefront:release-refused', title, { detail });

  const sitesWhere =
    (has: (site: Site, remote: RemoteName, release: string) => boolean) =>
    (remote: RemoteName, release: string) =>
      SITES.filter((site) => has(site, remote, release));
  const liveOn = sitesWhere(
    (site, remote, release) => releaseIdOfEntry(options.registry(site)[remote]) === release,
  );
  const canaryOn = sitesWhere(
    (site, remote, release) => options.canaries?.(site)[remote]?.release === release,
  );

  app.get(RELEASE_PREVIEW_PATHS.releases, async (request, reply) => {
    if (!(await staffOf(request, reply, false))) return reply;
    const remotes: ReleaseListResponse['remotes'] = {};
    for (const remote of REMOTE_NAMES) {
      const releases = (await source.releases(remote)).slice(0, RELEASES_LISTED);
      remotes[remote] = releases.map((release): PreviewableRelease => ({
        id: release.id,
        published: release.published.toISOString(),
        publisher: release.publisher,
        live: liveOn(remote, release.id),
        canary: canaryOn(remote, release.id),
      }));
    }
    const response: ReleaseListResponse = {
      remotes,
      chosen: (await api.releasePreview.choiceOf(request)) ?? {},
    };
    return response;
  });

  app.put(RELEASE_PREVIEW_PATHS.choice, async (request, reply) => {
    const staff = await staffOf(request, reply, true);
    if (!staff) return reply;
    const body = ReleaseChoiceRequestSchema.safeParse(request.body);
    if (!body.success)
      return sendProblem(reply, 400, INVALID, 'A release preview needs a remote and a release id.');
    const { remote, release } = body.data;
    if (!(await published(reply, remote, release))) return reply;
    if (!(await checked(reply, remote, release))) return reply;
    const chosen: ReleaseChoice = {
      ...((await api.releasePreview.choiceOf(request)) ?? {}),
      [remote]: release,
    };
    await api.releasePreview.setChoice(reply, staff, chosen);
    const response: ReleaseChoiceResponse = { chosen };
    return response;
  });

  app.delete(RELEASE_PREVIEW_PATHS.choice, async (request, reply) => {
    const staff = await staffOf(request, reply, true);
    if (!staff) return reply;
    const query = ReleaseChoiceEndQuerySchema.safeParse(request.query);
    if (!query.success)
      return sendProblem(reply, 400, INVALID, 'Which remote’s preview to end is missing.');
    const { [query.data.remote]: _ended, ...chosen } =
      (await api.releasePreview.choiceOf(request)) ?? {};
    await api.releasePreview.setChoice(reply, staff, chosen);
    const response: ReleaseChoiceResponse = { chosen };
    return response;
  });

  app.post(RELEASE_PREVIEW_PATHS.link, async (request, reply) => {
    if (!(await staffOf(request, reply, true))) return reply;
    const body = ReleaseLinkRequestSchema.safeParse(request.body);
    if (!body.success)
      return sendProblem(
        reply,
        400,
        INVALID,
        'A preview link needs a remote, a release id and a site.',
      );
    const link = body.data;
    if (!(await published(reply, link.remote, link.release))) return reply;
    const { token, expires } = await api.releasePreview.signLink(link);
    const url = new URL(RELEASE_PREVIEW_OPEN_PATH, publicOriginOf(api.config, link.site));
    url.searchParams.set('link', token);
    const response: ReleaseLinkResponse = { url: url.href, expires: expires.toISOString() };
    return response;
  });

  /**
   * A preview link: a logged-in staff member gets the preview (after the same checks) and the
   * site's home with it; anyone else, an expired, forged or other site's link: the live home page.
   */
  app.get(RELEASE_PREVIEW_OPEN_PATH, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const home = () => reply.redirect('/', 303);
    const token = (request.query as Record<string, unknown>).link;
    const link = await api.releasePreview.verifyLink(typeof token === 'string' ? token : undefined);
    if (!link || link.site !== siteFromHost(request.headers.host)) return home();
    const staff = await api.releasePreview.staffOf(request);
    if (!staff) return home();
    if (!(await published(reply, link.remote, link.release))) return reply;
    if (!(await checked(reply, link.remote, link.release))) return reply;
    await api.releasePreview.setChoice(reply, staff, {
      ...((await api.releasePreview.choiceOf(request)) ?? {}),
      [link.remote]: link.release,
    });
    return home();
  });
}
