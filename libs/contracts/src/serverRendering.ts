import type { ComponentType } from 'react';
import type { Locale, Site } from './sites';
import type { Platform } from './platforms';
import type { PageType } from './props';

/**
 * What an exposed module's server data loader learns about the request ("Data on the
 * server"). The document server builds one per request; a loader never sees the raw request.
 */
export interface ServerRequestContext {
  site: Site;
  locale: Locale;
  platform: Platform;
  pageType: PageType;
  reduced: boolean;
  /** The page's path, e.g. `/search` or `/p/1234`. */
  path: string;
  /** The page's query string without `?` (e.g. `q=kaffee`): hostile input, parse and validate it. */
  query: string;
  /** The request's User-Agent (the app-install banner depends on it): hostile input. */
  userAgent?: string;
  /**
   * The request's cookies by name: personal parts (greeting, cart count) render from them. The
   * visitor's credentials never: the cart's id only as `present`, the login and long-term tokens
   * as their claims with `present` in place of the signature (which login, until when: no
   * credential), so a remote's server code never holds a token it could hand to someone else
   * (contracts 2.9.0).
   */
  cookies: Readonly<Record<string, string>>;
  /**
   * The visitor's login id (the `lid` of their long-term or login token) where they are logged in
   * or remembered: what a call for their own data names (contracts 2.9.0; an older shell leaves it
   * out). Not a credential: the call's login token is added by the document server.
   */
  loginId?: string;
  /**
   * Whether the page is a staff member's (their login is present and the site shows the preview
   * panel): what a slot may render differently for staff, instead of their login, which no render
   * gets (contracts 2.9.0; an older shell leaves it out).
   */
  staff?: boolean;
  /**
   * A GET of a `/service/...` path answered in-process (no network hop), with this request's
   * cookies, its login token (as the X-LoginToken header) and the site header; a call marked
   * shared carries none of them. The body is untrusted JSON: validate it with the domain's schema.
   */
  fetchService(
    path: string,
    headers?: Readonly<Record<string, string>>,
    options?: FetchServiceOptions,
  ): Promise<{ status: number; body: unknown }>;
}

/** How a loader's service call may be answered (contracts 2.1.0; an older shell ignores it). */
export interface FetchServiceOptions {
  /**
   * The answer depends only on the path, the site and the headers passed, never on the visitor
   * (no cookie, no personal data, no preview): the document server may answer the same call from
   * one it made for another page within this many seconds (capped by the shell, at most 300).
   * Omitted, every page asks.
   */
  shareForS?: number;
}

/**
 * An exposed module may export this beside its default component (`export const loadServerData`).
 * The document server calls it within the slot's server deadline, embeds the result once in the
 * page state, and hands it to the component as `serverData` on the server AND in the browser, so
 * the first browser render matches the HTML and fetches none of it again. It must resolve to
 * JSON-serialisable data; a loader that throws or misses the deadline costs only its own slot.
 */
export type LoadServerData<D = unknown> = (context: ServerRequestContext) => Promise<D>;

/** A remote's texts of one locale (its namespace, named like the remote), from its own build. */
export type LoadTexts = (locale: Locale) => Promise<Record<string, unknown>>;

/** The module shape of an exposed component that renders on the server. */
export interface ServerRenderableModule<P> {
  default: ComponentType<P>;
  loadServerData?: LoadServerData;
  /**
   * The texts of the release this module comes from. The document server renders each site with
   * them, so a site on a new release of a remote gets its new texts while another site still on
   * the old release keeps the old ones (optional: a module without it renders with the texts its
   * remote registered last in the process).
   */
  loadTexts?: LoadTexts;
}
