import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isSite, siteFromHost, type Site } from '@storefront/contracts';
import { safeRedirectPathOr } from '@storefront/platform';
import { sendProblem } from '@storefront/server-kit';

/** An urlencoded body as every value of every name (a name may repeat, e.g. checkboxes). */
export type FormBody = Readonly<Record<string, readonly string[]>>;

/**
 * The fields of a urlencoded body, in an object without a prototype: a field named `__proto__`,
 * `constructor` or `toString` is a field like any other, never Object.prototype's (which made such
 * a post a 500).
 */
export function parseForm(text: string): FormBody {
  const form: Record<string, string[]> = Object.create(null) as Record<string, string[]>;
  for (const [name, value] of new URLSearchParams(text)) (form[name] ??= []).push(value);
  return form;
}

/** The bodies the form parser made: only those are forms (a JSON body is not, whatever its shape). */
const parsedForms = new WeakSet<object>();

/** A form with a field none of ours has: 400 (the error handler's fixed title). */
class UnknownFormField extends Error {
  readonly statusCode = 400;
}

/**
 * Lets the routes of `scope` (a plugin scope, so no JSON route is affected) take the plain posts of
 * the server-rendered forms, refusing bodies over `bodyLimit` and
 * bodies with a field the form does not have (`fields`, the form's field names), as the JSON routes'
 * strict schemas refuse unknown keys.
 */
export function acceptFormBodies(
  scope: FastifyInstance,
  bodyLimit: number,
  fields: Readonly<Record<string, string>>,
): void {
  const known = new Set(Object.values(fields));
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit },
    (_request, body, done) => {
      const form = parseForm(String(body));
      const unknown = Object.keys(form).find((name) => !known.has(name));
      if (unknown !== undefined)
        return done(new UnknownFormField('The form has a field it does not know.'), undefined);
      parsedForms.add(form);
      done(null, form);
    },
  );
  // A body of another type (JSON, text) reaches a form route as whatever its parser made: 415.
  scope.addHook('preHandler', async (request, reply) => {
    if (
      request.body === undefined ||
      request.body === null ||
      (typeof request.body === 'object' && parsedForms.has(request.body))
    )
      return;
    await sendProblem(reply, 415, 'urn:storefront:bad-request', 'The request body must be a form.');
  });
}

/** The parsed form of a request (an empty one if the body was not a form). */
export const formOf = (body: unknown): FormBody =>
  typeof body === 'object' && body !== null && parsedForms.has(body)
    ? (body as FormBody)
    : (Object.create(null) as FormBody);

/** A field's first value, or '' when the form lacks it (only the form's own fields count). */
export const firstValue = (form: FormBody, name: string): string =>
  Object.hasOwn(form, name) ? (form[name]?.[0] ?? '') : '';

/**
 * What every plain form's answer starts from: the site the form names (else the Host's), the
 * same-site path it returns to (through safeRedirectPath on the site's configured origin; else home),
 * and an answer no cache keeps (it is about this visitor's post).
 */
export function formAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  form: FormBody,
  fields: { site: string; returnTo: string },
  publicOrigin: (site: Site) => string,
): { site: Site; returnTo: string } {
  const named = firstValue(form, fields.site);
  const site = isSite(named) ? named : siteFromHost(request.headers.host);
  reply.header('cache-control', 'no-store');
  return {
    site,
    returnTo: safeRedirectPathOr(firstValue(form, fields.returnTo), publicOrigin(site)),
  };
}
