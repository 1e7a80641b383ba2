import type { AxiosInstance, AxiosRequestConfig, AxiosStatic } from 'axios';
import { COOKIE_NAMES, HEADER_NAMES } from '@storefront/contracts';
import { readCookie, readOwnCookie } from '../browser/cookies';
import { describeIssues, type Validator } from './validator';

/** Every call gives up after 15 s (spec: request timeout 15000 ms). */
export const REQUEST_TIMEOUT_MS = 15_000;

export type HttpErrorKind = 'network' | 'timeout' | 'aborted' | 'status' | 'invalid-response';

/** One error type for every failed call, so features branch on `kind` and `status`, not on axios. */
export class HttpError extends Error {
  constructor(
    readonly kind: HttpErrorKind,
    message: string,
    readonly status?: number,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

export interface HttpClientOptions {
  baseURL?: string;
  timeoutMs?: number;
  /** Reads the anti-forgery token; by default from the csrf cookie the document server sets. */
  csrfToken?: () => string | undefined;
  /** Reads the long-term token for the calls that send it; by default from its cookie. */
  longTermToken?: () => string | undefined;
}

export interface RequestOptions<T> {
  params?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string | undefined>;
  signal?: AbortSignal;
  /** Validates the body of a 2xx answer. Omitted: the body is ignored and `data` is undefined. */
  schema?: Validator<T>;
  /** Returns `{ status: 304 }` instead of failing when the server says nothing changed. */
  allowNotModified?: boolean;
  /** Sends the long-term token header (the spec's generic GET and PUT). */
  withLongTermToken?: boolean;
  noCache?: boolean;
  /**
   * A write the shopper started that must outlive the page (add to cart, then
   * straight on to the cart page): sent with fetch's `keepalive`, which the browser completes even
   * when the page that sent it is left. Where fetch is missing, the usual request.
   */
  keepalive?: boolean;
}

export interface HttpResponse<T> {
  status: number;
  data: T | undefined;
}

const defaultCookie = (name: string) => () =>
  typeof document === 'undefined' ? undefined : readCookie(name);
/** The anti-forgery cookie is `__Host-csrf_token` on https pages and `csrf_token` on local http. */
const defaultCsrfCookie = () =>
  typeof document === 'undefined' ? undefined : readOwnCookie(COOKIE_NAMES.csrf);

export interface HttpClient {
  request<T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body: unknown,
    options?: RequestOptions<T>,
  ): Promise<HttpResponse<T>>;
  get<T>(
    url: string,
    schema: Validator<T>,
    options?: Omit<RequestOptions<T>, 'schema'>,
  ): Promise<T>;
  postJson<T>(
    url: string,
    body: unknown,
    schema: Validator<T>,
    options?: Omit<RequestOptions<T>, 'schema'>,
  ): Promise<T>;
  putJson<T>(
    url: string,
    body: unknown,
    schema: Validator<T>,
    options?: Omit<RequestOptions<T>, 'schema'>,
  ): Promise<T>;
}

function cleanParams(
  params: RequestOptions<unknown>['params'],
): Record<string, string> | undefined {
  if (!params) return undefined;
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(params))
    if (value !== undefined) result[key] = String(value);
  return result;
}

function toHttpError(axios: AxiosStatic, error: unknown): HttpError {
  if (isHttpError(error)) return error;
  if (axios.isCancel(error)) return new HttpError('aborted', 'The request was cancelled.');
  if (axios.isAxiosError(error)) {
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT')
      return new HttpError('timeout', 'The request timed out.');
    if (error.response) {
      return new HttpError(
        'status',
        `The server answered ${error.response.status}.`,
        error.response.status,
        error.response.data,
      );
    }
    return new HttpError('network', error.message || 'The network request failed.');
  }
  return new HttpError('network', error instanceof Error ? error.message : 'The request failed.');
}

const ABSOLUTE_URL = /^[a-z][a-z\d+.-]*:/i;

/**
 * Whether a call may carry our tokens (the anti-forgery token, the long-term token): only to our own
 * origin, the client's baseURL or else the page's. A relative path always resolves there; an absolute
 * address must name that origin, so a link or an address from content can never take them elsewhere.
 */
export function sendsTokensTo(url: string, baseURL?: string): boolean {
  if (!ABSOLUTE_URL.test(url)) return true;
  const page = typeof location === 'undefined' ? undefined : location.href;
  try {
    const own = baseURL ? new URL(baseURL, page).origin : page && new URL(page).origin;
    return own !== undefined && new URL(url).origin === own;
  } catch {
    return false;
  }
}

export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const csrfToken = options.csrfToken ?? defaultCsrfCookie;
  const longTermToken = options.longTermToken ?? defaultCookie(COOKIE_NAMES.longTermToken);
  // axios is fetched with the first call, not with the page (20 KB gzip, and about 40 ms
  // of evaluation at 4x CPU, on a page that calls nothing before its first idle moment).
  let client: Promise<{ axios: AxiosStatic; instance: AxiosInstance }> | undefined;
  const axiosClient = () =>
    (client ??= import('axios').then(({ default: axios }) => ({
      axios,
      instance: axios.create({
        baseURL: options.baseURL,
        timeout: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
        withCredentials: true,
        // Bodies are parsed here and validated by the caller's schema, never trusted as they come.
        responseType: 'text',
        transformResponse: [(raw: unknown) => raw],
      }),
    })));

  async function request<T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body: unknown,
    requestOptions: RequestOptions<T> = {},
  ): Promise<HttpResponse<T>> {
    if (url.startsWith('//'))
      throw new HttpError('invalid-response', `Refusing protocol-relative URL ${url}.`);
    const headers: Record<string, string> = { Accept: 'application/json' };
    const ownOrigin = sendsTokensTo(url, options.baseURL);
    const csrf = ownOrigin ? csrfToken() : undefined;
    if (csrf) headers[HEADER_NAMES.csrf] = csrf;
    if (requestOptions.withLongTermToken && ownOrigin) {
      const token = longTermToken();
      if (token) headers[HEADER_NAMES.longTermToken] = token;
    }
    if (requestOptions.noCache) headers['Cache-Control'] = 'no-cache';
    for (const [key, value] of Object.entries(requestOptions.headers ?? {}))
      if (value !== undefined) headers[key] = value;
    const config: AxiosRequestConfig = {
      method,
      url,
      headers,
      params: cleanParams(requestOptions.params),
      signal: requestOptions.signal,
      validateStatus: (status) =>
        (status >= 200 && status < 300) ||
        (status === 304 && Boolean(requestOptions.allowNotModified)),
    };
    if (requestOptions.keepalive) {
      config.adapter = ['fetch', 'xhr'];
      config.fetchOptions = { keepalive: true };
    }
    if (body !== undefined) {
      config.data = JSON.stringify(body);
      headers['Content-Type'] = 'application/json';
    }
    const { axios, instance } = await axiosClient().catch((error: unknown) => {
      // Its file did not arrive: the call failed on the network, and the next one asks again.
      client = undefined;
      throw new HttpError(
        'network',
        error instanceof Error ? error.message : 'The HTTP client could not be loaded.',
      );
    });
    let response;
    try {
      response = await instance.request<string>(config);
    } catch (error) {
      const httpError = toHttpError(axios, error);
      if (httpError.kind === 'status' && typeof httpError.body === 'string') {
        throw new HttpError(
          httpError.kind,
          httpError.message,
          httpError.status,
          parseJson(httpError.body),
        );
      }
      throw httpError;
    }
    if (response.status === 304 || !requestOptions.schema)
      return { status: response.status, data: undefined };
    const parsed = parseJson(response.data);
    const result = requestOptions.schema.safeParse(parsed);
    if (!result.success) {
      throw new HttpError(
        'invalid-response',
        `Unexpected response from ${url}: ${describeIssues(result.error)}`,
        response.status,
        parsed,
      );
    }
    return { status: response.status, data: result.data };
  }

  async function withBody<T>(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    body: unknown,
    schema: Validator<T>,
    rest: Omit<RequestOptions<T>, 'schema'> = {},
  ) {
    const response = await request(method, url, body, { ...rest, schema });
    if (response.data === undefined)
      throw new HttpError('invalid-response', `Empty response from ${url}.`, response.status);
    return response.data;
  }

  return {
    request,
    get: (url, schema, rest) => withBody('GET', url, undefined, schema, rest),
    postJson: (url, body, schema, rest) => withBody('POST', url, body, schema, rest),
    putJson: (url, body, schema, rest) => withBody('PUT', url, body, schema, rest),
  };
}

function parseJson(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  if (raw.trim() === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

/** The page-wide client: same origin, credentials, anti-forgery header, 15 s timeout. */
export const http = createHttpClient();

/** The spec's generic GET to a caller-supplied path, with the long-term token and anti-forgery headers. */
export function getWithToken<T>(
  path: string,
  schema: Validator<T>,
  client: HttpClient = http,
): Promise<T> {
  return client.get(path, schema, { withLongTermToken: true });
}

/** The spec's generic PUT with a JSON body to a caller-supplied path. */
export function putJsonWithToken<T>(
  path: string,
  body: unknown,
  schema: Validator<T>,
  client: HttpClient = http,
): Promise<T> {
  return client.putJson(path, body, schema, { withLongTermToken: true });
}
