export interface CookieOptions {
  /** Defaults to `/`, as the spec says. */
  path?: string;
  maxAgeSeconds?: number;
  sameSite?: 'Lax' | 'Strict' | 'None';
  secure?: boolean;
}

export function readCookie(
  name: string,
  cookieString: string = document.cookie,
): string | undefined {
  for (const part of cookieString.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) {
      const raw = part.slice(index + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return undefined;
}

export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  const parts = [`${name}=${encodeURIComponent(value)}`, `path=${options.path ?? '/'}`];
  if (options.maxAgeSeconds !== undefined)
    parts.push(`max-age=${Math.floor(options.maxAgeSeconds)}`);
  parts.push(`samesite=${options.sameSite ?? 'Lax'}`);
  if (options.secure) parts.push('secure');
  document.cookie = parts.join('; ');
}

export function deleteCookie(name: string, path = '/'): void {
  document.cookie = `${name}=; path=${path}; max-age=0`;
}

/**
 * Over https our own cookies (anti-forgery token, cart id, A/B visitor id) carry this prefix: the
 * browser then only accepts them Secure, with Path=/ and no Domain, set by this very host — so a
 * sibling subdomain or a plain-http response can never plant ("toss") one. Spec-named cookies
 * (LoginToken, the long-term token, staff, preview, platform, affiliate) keep their names.
 */
export const HOST_COOKIE_PREFIX = '__Host-';

/** The name one of our own cookies has when the page is served over https, or over plain http. */
export function hostCookieName(name: string, https: boolean): string {
  return https ? `${HOST_COOKIE_PREFIX}${name}` : name;
}

/**
 * One of our own cookies under either name: the `__Host-` one first (what an https page has), then
 * the plain one (local http). Which one counts is the server's decision by scheme, so a tossed plain
 * cookie on an https page only earns a refusal, never a forged request.
 */
export function readOwnCookie(
  name: string,
  cookieString: string = document.cookie,
): string | undefined {
  return readCookie(hostCookieName(name, true), cookieString) ?? readCookie(name, cookieString);
}
