import type { FastifyInstance } from 'fastify';

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
