import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TestApi } from './testApi';

/** A form's fields as a browser posts them: a name with a list of values repeats (checkboxes). */
export type FormFields = Readonly<Record<string, string | readonly string[]>>;

/** The host the API tests post to unless a test names another (forms and the newsletter's JSON sign-up): the German site's. */
export const FORM_POST_HOST = 'de.localhost:3000';

export interface FormPostOptions {
  /** The site's host the page and its form are on. */
  host?: string;
  /** Headers beside Host and the content type; by default the page's own Origin, as a browser sends it ({} sends none). */
  headers?: Record<string, string>;
  cookies?: InjectOptions['cookies'];
  remoteAddress?: string;
}

/**
 * The post a browser sends for a server-rendered form: urlencoded,
 * from the page's own origin, and without the anti-forgery cookie and header our scripts add (so
 * through `api.app`, not `api.inject`). `fields` may be the body itself, to post what no browser would.
 */
export function postForm(
  api: Pick<TestApi, 'app'>,
  url: string,
  fields: FormFields | string,
  {
    host = FORM_POST_HOST,
    headers = { origin: `http://${host}` },
    ...options
  }: FormPostOptions = {},
): Promise<LightMyRequestResponse> {
  return api.app.inject({
    method: 'POST',
    url,
    payload: typeof fields === 'string' ? fields : formBody(fields),
    headers: { host, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    ...options,
  });
}

function formBody(fields: FormFields): string {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields))
    for (const one of [value].flat()) body.append(name, one);
  return body.toString();
}
