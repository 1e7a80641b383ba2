import { ProblemSchema, type RemoteName } from '@storefront/contracts';
import { http, HttpError, isHttpError, type HttpClient } from '@storefront/platform';
import {
  RELEASE_PREVIEW_PATHS,
  ReleaseChoiceResponseSchema,
  ReleaseLinkResponseSchema,
  ReleaseListResponseSchema,
  type ReleaseChoice,
  type ReleaseChoiceRequest,
  type ReleaseLinkRequest,
  type ReleaseLinkResponse,
  type ReleaseListResponse,
} from '@storefront/preview-schemas';

/** A call the server answered with a refusal, or that failed; `detail` is the server's reason. */
export type Refusal = { ok: false; detail?: string };
export type Outcome<T> = { ok: true; value: T } | Refusal;

/**
 * The server's reason for a refused call: the `detail` of the application/problem+json body of a 4xx
 * answer (e.g. the release failed its compatibility check or its test render). Undefined for
 * anything else (a network failure, a 5xx, a body that is no problem).
 */
export function refusalDetail(error: unknown): string | undefined {
  if (!isHttpError(error) || error.kind !== 'status') return undefined;
  if (error.status === undefined || error.status < 400 || error.status >= 500) return undefined;
  const problem = ProblemSchema.safeParse(error.body);
  const detail = problem.success ? problem.data.detail?.trim() : undefined;
  return detail || undefined;
}

async function outcomeOf<T>(call: Promise<T>, what: string): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await call };
  } catch (error) {
    const detail = refusalDetail(error);
    if (detail === undefined) console.error(`${what} failed.`, error);
    return { ok: false, detail };
  }
}

/** GET: every remote's published releases, newest first, and what this staff member previews. */
export function fetchReleases(client: HttpClient = http): Promise<ReleaseListResponse> {
  return client.get(RELEASE_PREVIEW_PATHS.releases, ReleaseListResponseSchema, { noCache: true });
}

/** PUT {remote, release}: preview that release of the remote, once the server's checks pass. */
export function chooseRelease(
  request: ReleaseChoiceRequest,
  client: HttpClient = http,
): Promise<Outcome<ReleaseChoice>> {
  return outcomeOf(
    client
      .putJson(RELEASE_PREVIEW_PATHS.choice, request, ReleaseChoiceResponseSchema)
      .then((response) => response.chosen),
    `Previewing release ${request.release} of ${request.remote}`,
  );
}

/** DELETE ?remote=: the remote's live release again. */
export function endReleasePreview(
  remote: RemoteName,
  client: HttpClient = http,
): Promise<Outcome<ReleaseChoice>> {
  const url = RELEASE_PREVIEW_PATHS.choice;
  return outcomeOf(
    client
      .request('DELETE', url, undefined, {
        params: { remote },
        schema: ReleaseChoiceResponseSchema,
      })
      .then((response) => {
        if (response.data === undefined)
          throw new HttpError('invalid-response', `Empty response from ${url}.`, response.status);
        return response.data.chosen;
      }),
    `Ending the preview of ${remote}`,
  );
}

/** POST {remote, release, site}: a signed, expiring link to that preview, for a logged-in staff member. */
export function createReleaseLink(
  request: ReleaseLinkRequest,
  client: HttpClient = http,
): Promise<Outcome<ReleaseLinkResponse>> {
  return outcomeOf(
    client.postJson(RELEASE_PREVIEW_PATHS.link, request, ReleaseLinkResponseSchema),
    `Creating a preview link to release ${request.release} of ${request.remote} on ${request.site}`,
  );
}
