import type { FastifyReply } from 'fastify';
import type { Validator } from '@storefront/platform';
import { sendProblem } from '@storefront/server-kit';

/**
 * Parses untrusted input with a contracts schema. On failure it answers 400 with every issue and
 * returns undefined, so a handler reads: `const body = parseOr400(reply, Schema, request.body); if (!body) return reply;`
 */
export function parseOr400<T>(
  reply: FastifyReply,
  schema: Validator<T>,
  input: unknown,
  what = 'request',
): T | undefined {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  sendProblem(reply, 400, 'urn:storefront:invalid-request', `The ${what} is not valid.`, {
    errors: result.error.issues.slice(0, 20).map((issue) => ({
      path: issue.path.map(String).join('.') || '(root)',
      message: issue.message,
    })),
  });
  return undefined;
}
