// The release service's API over fetch, one method per route. Nothing that comes back is trusted:
// every answer is parsed with the contract's schema, and what fits none becomes a ServiceFailure.
import type * as z from 'zod/mini';
import {
  authorizationOf,
  type CanaryActionRequest,
  ChangeReplySchema,
  type DeployRequest,
  KeyReplySchema,
  ListingReplySchema,
  type PruneRequest,
  PruneReplySchema,
  type Remote,
  type RollbackRequest,
  routes,
  type ServiceProblem,
  ServiceProblemSchema,
  type SiteCode,
  UploadReplySchema,
} from './contract';

/**
 * How long one request may take, answer included. Long on purpose: a deploy is answered only once
 * every live storefront has prepared the release, and the upload of a large build is slow on CI.
 */
export const REQUEST_TIMEOUT_MS = 120_000;

/** How many of an unexpected answer's schema issues a message lists; the rest only add noise. */
const ISSUES_SHOWN = 3;

/** The service said no: its problem, with a code a program can branch on. Nothing was changed. */
export class ServiceRefusal extends Error {
  constructor(readonly problem: ServiceProblem) {
    super(`Refused (${problem.code}): ${problem.title}`);
    this.name = 'ServiceRefusal';
  }
}

/**
 * No usable answer: the service was not reached, did not answer in time, or answered outside the
 * contract. After a request that changes something, whether it took effect is unknown.
 */
export class ServiceFailure extends Error {
  constructor(
    message: string,
    readonly request: string,
  ) {
    super(message);
    this.name = 'ServiceFailure';
  }
}

export type UploadReply = z.infer<typeof UploadReplySchema>;
export type PruneReply = z.infer<typeof PruneReplySchema>;

export interface ReleaseServiceSettings {
  /** The service's address (http or https, no credentials); a path in it prefixes every route. */
  serviceUrl: URL;
  /** The team's key; it travels in the Authorization header and nowhere else. */
  key: string;
  /** For tests of the timeout; the client itself always uses REQUEST_TIMEOUT_MS. */
  timeoutMs?: number;
}

type JsonBody = { parsed: true; value: unknown } | { parsed: false };

const parseJson = (text: string): JsonBody => {
  try {
    return { parsed: true, value: JSON.parse(text) as unknown };
  } catch {
    return { parsed: false };
  }
};

// Errors from fetch may come from another realm (a test's sandbox), so their shape is read, never
// checked with instanceof.
const fieldOf = (value: unknown, field: 'name' | 'message' | 'code' | 'cause'): unknown =>
  typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[field]
    : undefined;

const isTimeout = (error: unknown) => fieldOf(error, 'name') === 'TimeoutError';

/** Why fetch failed: undici's "fetch failed" hides the reason (ECONNREFUSED, a certificate) in its cause. */
const describeCause = (error: unknown): string => {
  const cause = fieldOf(error, 'cause') ?? error;
  const message = fieldOf(cause, 'message');
  if (typeof message !== 'string') return String(cause);
  const code = fieldOf(cause, 'code');
  return typeof code === 'string' && !message.includes(code) ? `${code}: ${message}` : message;
};

const issuesOf = (error: z.core.$ZodError) =>
  error.issues
    .slice(0, ISSUES_SHOWN)
    // zod/mini carries no message texts ("Invalid input"): the code and what was expected say more.
    .map((issue) => {
      const expected = 'expected' in issue ? ` (expected ${String(issue.expected)})` : '';
      return `${issue.path.join('.') || 'the answer'}: ${issue.code}${expected}`;
    })
    .join('; ');

export class ReleaseServiceClient {
  readonly #base: string;
  readonly #origin: string;
  readonly #key: string;
  readonly #timeoutMs: number;

  constructor(settings: ReleaseServiceSettings) {
    this.#origin = settings.serviceUrl.origin;
    this.#base = `${settings.serviceUrl.origin}${settings.serviceUrl.pathname.replace(/\/+$/, '')}`;
    this.#key = settings.key;
    this.#timeoutMs = settings.timeoutMs ?? REQUEST_TIMEOUT_MS;
  }

  /** What the key may do. */
  key() {
    return this.#call('GET', routes.key(), KeyReplySchema);
  }

  /** Stores a build's files as a release (not live anywhere yet); answers its id. */
  upload(remote: Remote, files: ReadonlyMap<string, Buffer>): Promise<UploadReply> {
    const encoded: Record<string, string> = {};
    for (const [file, bytes] of files) encoded[file] = bytes.toString('base64');
    return this.#call('POST', routes.releases(remote), UploadReplySchema, { files: encoded });
  }

  deploy(remote: Remote, request: DeployRequest) {
    return this.#call('POST', routes.deploys(remote), ChangeReplySchema, request);
  }

  promote(remote: Remote, request: CanaryActionRequest) {
    return this.#call('POST', routes.promote(remote), ChangeReplySchema, request);
  }

  endCanary(remote: Remote, request: CanaryActionRequest) {
    return this.#call('POST', routes.endCanary(remote), ChangeReplySchema, request);
  }

  rollback(remote: Remote, request: RollbackRequest) {
    return this.#call('POST', routes.rollback(remote), ChangeReplySchema, request);
  }

  prune(remote: Remote, request: PruneRequest): Promise<PruneReply> {
    return this.#call('POST', routes.prune(remote), PruneReplySchema, request);
  }

  /** The remote's releases, canary and history in the key's environment, or on one site of it. */
  releases(remote: Remote, site?: SiteCode) {
    const query = site ? `?${new URLSearchParams({ site }).toString()}` : '';
    return this.#call('GET', `${routes.releases(remote)}${query}`, ListingReplySchema);
  }

  async #call<T>(
    method: 'GET' | 'POST',
    route: string,
    schema: z.ZodMiniType<T>,
    body?: object,
  ): Promise<T> {
    const request = `${method} ${route}`;
    const failure = (what: string) =>
      new ServiceFailure(`The release service at ${this.#origin} ${what}`, request);
    const unanswered = (error: unknown) =>
      isTimeout(error)
        ? failure(
            `did not answer ${request} within ${this.#timeoutMs / 1000} s (the client's REQUEST_TIMEOUT_MS).`,
          )
        : failure(`could not be reached for ${request}: ${describeCause(error)}.`);

    let response: Response;
    let text: string;
    try {
      response = await fetch(`${this.#base}${route}`, {
        method,
        headers: {
          authorization: authorizationOf(this.#key),
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        // A redirect would carry the key (and a POST's body) to an address nobody configured.
        redirect: 'manual',
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      throw unanswered(error);
    }

    const status = `HTTP ${response.status}`;
    if (response.status >= 300 && response.status < 400)
      throw failure(
        `answered ${request} with a redirect (${status}) to ${response.headers.get('location') ?? 'nowhere'}; the key is never sent on, so set RELEASE_SERVICE_URL to the service's own address.`,
      );
    const json = parseJson(text);
    const contentType = response.headers.get('content-type') ?? 'no content type';
    if (!response.ok) {
      const problem = json.parsed ? ServiceProblemSchema.safeParse(json.value) : undefined;
      if (problem?.success) throw new ServiceRefusal(problem.data);
      // The body is not shown: a proxy's error page says nothing useful and could be long.
      throw failure(
        `answered ${request} with ${status} ${response.statusText} (${contentType}) and no problem of API v1: is RELEASE_SERVICE_URL the release service, and is it up?`,
      );
    }
    if (!json.parsed)
      throw failure(
        `answered ${request} with ${status} and no JSON (${contentType}): is RELEASE_SERVICE_URL the release service?`,
      );
    const answer = schema.safeParse(json.value);
    if (!answer.success)
      throw failure(
        `answered ${request} with ${status} and something that is not its answer in API v1 (${issuesOf(answer.error)}): is RELEASE_SERVICE_URL the release service, at the version this client speaks?`,
      );
    return answer.data;
  }
}
