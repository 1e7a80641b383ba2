/**
 * The one check every redirect of the storefront goes through (login, staff login, logout, keyword
 * redirects, double opt-in): a target is followed only when it is a path on the site's own origin.
 *
 * The WHATWG URL parser decides, exactly as the browser that follows the redirect will: a value is
 * resolved against the site's origin and kept only when the origin stays the same. Before that,
 * everything a browser silently strips or reinterprets is refused outright (control characters,
 * whitespace, backslashes), and so is any value that is not a plain path (`//host`, `/\host`,
 * `https:`, `javascript:`), so no parser quirk between here and the browser can turn it into another
 * host.
 */
const SITE_PATH = /^\/(?![/\\])/;
// Control characters (C0, DEL, C1), every kind of whitespace and the backslash: browsers drop or
// rewrite these in URLs (`/\tevil.example` → `//evil.example`).
const REFUSED_CHARACTERS =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0020\u007f-\u009f\u00a0\u1680\u2000-\u200b\u2028\u2029\u202f\u205f\u3000\ufeff\\]/;
/** Longer targets are refused: no page of ours needs one, and the check stays cheap. */
export const MAX_REDIRECT_LENGTH = 2048;

/**
 * The same-origin path (path, query and fragment) a redirect may go to, or undefined when `target`
 * is anything else. `origin` is the site's own origin, e.g. `https://www.example.de`.
 */
export function safeRedirectPath(target: unknown, origin: string): string | undefined {
  if (typeof target !== 'string' || target.length === 0 || target.length > MAX_REDIRECT_LENGTH)
    return undefined;
  if (!SITE_PATH.test(target) || REFUSED_CHARACTERS.test(target)) return undefined;
  let base: URL;
  let url: URL;
  try {
    base = new URL(origin);
    url = new URL(target, base);
  } catch {
    return undefined;
  }
  if (url.origin !== base.origin || url.username !== '' || url.password !== '') return undefined;
  // Dot segments can leave a path that starts with `//` (`/.//evil.example`): handed out, that path
  // would be read as a protocol-relative address of another host.
  if (!SITE_PATH.test(url.pathname)) return undefined;
  // The href after the origin keeps an empty `?` or `#`, so the path is exactly where the target leads.
  return url.href.slice(url.origin.length);
}

/** Like safeRedirectPath, with the home page for anything that is not a safe target. */
export function safeRedirectPathOr(target: unknown, origin: string, fallback = '/'): string {
  return safeRedirectPath(target, origin) ?? fallback;
}
