import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isSite, siteFromHost, type Site } from '@storefront/contracts';
import { safeRedirectPathOr } from '@storefront/platform';

/** An urlencoded body as every value of every name (a name may repeat, e.g. checkboxes). */
export type FormBody = Readonly<Record<string, readonly string[]>>;

function parseForm(text: string): FormBody {
  const form: Record<string, string[]> = {};
  for (const [name, value] of new URLSearchParams(text)) (form[name] ??= []).push(value);
  return form;
}

/**
 * Lets the routes of `scope` (a plugin scope, so no JSON route is affected) take the plain posts of
 * the server-rendered forms (issue 16, "Without JavaScript"), refusing bodies over `bodyLimit`.
 */
export function acceptFormBodies(scope: FastifyInstance, bodyLimit: number): void {
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit }, (_request, body, done) => {
    done(null, parseForm(String(body)));
  });
}

/** The parsed form of a request (an empty one if the body was not a form). */
export const formOf = (body: unknown): FormBody => (typeof body === 'object' && body !== null ? (body as FormBody) : {});

/** A field's first value, or '' when the form lacks it. */
export const firstValue = (form: FormBody, name: string): string => form[name]?.[0] ?? '';

/**
 * What every plain form's answer starts from: the site the form names (else the Host's), the
 * same-site path it returns to (through safeRedirectPath on the site's configured origin; else home),
 * and an answer no cache keeps (it is about this visitor's post).
 */
export function formAnswer(request: FastifyRequest, reply: FastifyReply, form: FormBody, fields: { site: string; returnTo: string }, publicOrigin: (site: Site) => string): { site: Site; returnTo: string } {
  const named = firstValue(form, fields.site);
  const site = isSite(named) ? named : siteFromHost(request.headers.host);
  reply.header('cache-control', 'no-store');
  return { site, returnTo: safeRedirectPathOr(firstValue(form, fields.returnTo), publicOrigin(site)) };
}
