import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { acceptFormBodies, formOf, type FormBody } from './formBody';
import { SERVICE_PREFIX } from './servicePrefix';

/** One plain form: where it posts (its `/service/...` path), its largest body and its field names. */
export interface PlainForm {
  path: string;
  bodyLimit: number;
  fields: Readonly<Record<string, string>>;
}

/**
 * The route a server-rendered form posts to without JavaScript, in a
 * plugin scope of its own so no JSON route takes urlencoded bodies: only bodies of the form's fields
 * within its limit (acceptFormBodies), behind the strict same-origin check (`csrf: 'form'`, csrf.ts)
 * instead of an anti-forgery token in the page's HTML (signUpForm.ts says why). `handle` gets the
 * parsed form and answers, as every plain form does, with a 303 back to a page.
 */
export function registerPlainFormRoute(
  app: FastifyInstance,
  form: PlainForm,
  handle: (form: FormBody, request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>,
): void {
  void app.register(async (scope) => {
    acceptFormBodies(scope, form.bodyLimit, form.fields);
    // The routes sit inside the API's prefix (api.ts); the forms' paths are the public ones.
    const route = form.path.startsWith(SERVICE_PREFIX)
      ? form.path.slice(SERVICE_PREFIX.length)
      : form.path;
    scope.post(route, { config: { csrf: 'form' } }, async (request, reply) =>
      handle(formOf(request.body), request, reply),
    );
  });
}
