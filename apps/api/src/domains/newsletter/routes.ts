import type { FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { HEADER_NAMES, isSite, siteFromHost, type Site } from '@storefront/contracts';
import {
  CustomerBaseDataSchema,
  NEWSLETTER_API_BASES,
  NEWSLETTER_BASE_DATA_PATH,
  NEWSLETTER_IMAGE_BASE,
  NEWSLETTER_PROBLEMS,
  NEWSLETTER_SALUTATIONS,
  NEWSLETTER_SUBSCRIBERS_PATH,
  SubscribeRequestSchema,
  SubscriberTokenSchema,
  SubscriberUpdateRequestSchema,
  validateNewsletter,
  type CustomerBaseData,
  type NewsletterField,
  type NewsletterSalutation,
  type SubscribeRequest,
  type SubscribeResponse,
  type SubscriberUpdateRequest,
} from '@storefront/newsletter-schemas';
import type { ApiDomain } from '../../domain';
import { parseOr400 } from '../../http/validate';
import { verifyLiveToken } from '../login';
import { newsletterMigrations } from './migrations';
import { createSignUpLimit, type SignUpDecision } from './signUpLimit';
import { OutboxDrainer } from './outboxDrainer';
import { logTransport, smtpTransport } from './mailTransports';
import {
  CONFIRMED_TOKEN_VALIDITY_DAYS,
  DOUBLE_OPT_IN_LINK_VALIDITY_DAYS,
  newsletterSettingsFromEnv,
  TR_UNCONFIRMED_DELETION_DAYS,
} from './settings';
import { publicOriginOf } from '../../config';
import { confirmLink, doubleOptInMail, subscriptionLink } from './mail';
import { newsletterImage } from './images';
import { registerSignUpForm, type SignUpOutcome } from './signUpForm';
import { registerSubscriptionForm, type SubscriptionUpdateOutcome } from './subscriptionForm';
import {
  confirmSubscriber,
  deletePendingSubscriber,
  findSubscriberByEmail,
  findSubscriberByToken,
  outboxFor,
  signUp,
  toSubscriber,
  unsubscribeSubscriber,
  updateSubscriber,
} from './repository';
import type { NewsletterSubscriberRow } from './tables';
import { sendProblem, clientKeyOf } from '@storefront/server-kit';

const DAY_MS = 24 * 60 * 60 * 1000;
const TokenParamsSchema = z.object({ token: SubscriberTokenSchema });
const OutboxQuerySchema = z.object({ email: z.string().check(z.minLength(3), z.maxLength(256)) });

/** The site a call is for: the X-Hunter-Site header, else the host it was sent to. */
function requestSite(request: FastifyRequest): Site {
  const header = request.headers[HEADER_NAMES.site];
  return isSite(header) ? header : siteFromHost(request.headers.host);
}

function fieldProblem(
  reply: FastifyReply,
  errors: Partial<Record<NewsletterField, string>>,
): FastifyReply {
  const list = Object.entries(errors).map(([path, message]) => ({ path, message: message ?? '' }));
  if (errors.email)
    return sendProblem(
      reply,
      400,
      NEWSLETTER_PROBLEMS.emailInvalid,
      'The e-mail address is not valid.',
      { errors: list },
    );
  return sendProblem(reply, 400, NEWSLETTER_PROBLEMS.fieldInvalid, 'Some fields are not valid.', {
    errors: list,
  });
}

const unknownToken = (reply: FastifyReply) =>
  sendProblem(reply, 404, NEWSLETTER_PROBLEMS.unknownToken, 'This link is not valid (any more).');

/** Turkey deletes sign-ups that stay unconfirmed for 14 days; the link then no longer works. */
function hasExpired(row: NewsletterSubscriberRow, now: Date): boolean {
  return (
    row.site === 'TR' &&
    row.status === 'PENDING' &&
    now.getTime() - Date.parse(row.created_at) > TR_UNCONFIRMED_DELETION_DAYS * DAY_MS
  );
}

/**
 * Whether a token no longer opens its subscriber (settings: DOUBLE_OPT_IN_LINK_VALIDITY_DAYS,
 * CONFIRMED_TOKEN_VALIDITY_DAYS); an ended subscription's page shows it ended as long as a confirmed one's.
 */
export function tokenExpired(
  row: Pick<NewsletterSubscriberRow, 'status' | 'updated_at' | 'confirmed_at' | 'unsubscribed_at'>,
  now: Date,
): boolean {
  const since =
    row.status === 'PENDING'
      ? row.updated_at
      : row.status === 'UNSUBSCRIBED'
        ? (row.unsubscribed_at ?? row.updated_at)
        : row.confirmed_at;
  const validDays =
    row.status === 'PENDING' ? DOUBLE_OPT_IN_LINK_VALIDITY_DAYS : CONFIRMED_TOKEN_VALIDITY_DAYS;
  return since === null || now.getTime() - Date.parse(since) > validDays * DAY_MS;
}

export const newsletterDomain: ApiDomain = {
  name: 'newsletter',
  migrations: newsletterMigrations,
  routes(app, context) {
    const { db, config } = context;
    const settings = newsletterSettingsFromEnv();
    const signUpLimit = createSignUpLimit(settings, context.redis);
    const gateway = config.mail ? smtpTransport(config.mail.url, config.mail.from) : undefined;
    if (!gateway)
      app.log.warn(
        'MAIL_URL is not set: newsletter mails (double opt-in) are written to the log, not sent',
      );
    const drainer = new OutboxDrainer(context.database, gateway ?? logTransport(app.log), (error) =>
      app.log.error({ err: error }, 'draining the newsletter outbox failed'),
    );
    drainer.start();
    app.addHook('onClose', async () => {
      await drainer.stop();
      gateway?.close();
    });
    const tooManySignUps = (
      reply: FastifyReply,
      decision: SignUpDecision & { allowed: false },
      title: string,
    ) => {
      reply.header('retry-after', String(decision.retryAfterS));
      return sendProblem(reply, 429, NEWSLETTER_PROBLEMS.rateLimited, title);
    };

    /** The subscriber a well-formed token opens, or undefined for an unknown or expired one. */
    async function liveSubscriber(
      token: string,
    ): Promise<{ token: string; row: NewsletterSubscriberRow } | undefined> {
      const row = await findSubscriberByToken(db, token);
      if (!row) return undefined;
      const now = new Date();
      if (hasExpired(row, now)) {
        await deletePendingSubscriber(db, row);
        return undefined;
      }
      return tokenExpired(row, now) ? undefined : { token, row };
    }

    /** Reads a subscriber by the token in the path; answers 404 itself for unknown or expired ones. */
    async function subscriberOf(
      request: FastifyRequest,
      reply: FastifyReply,
    ): Promise<{ token: string; row: NewsletterSubscriberRow } | undefined> {
      const params = TokenParamsSchema.safeParse(request.params);
      const found = params.success ? await liveSubscriber(params.data.token) : undefined;
      if (!found) unknownToken(reply);
      return found;
    }

    /**
     * A change by token (spec 7.1, the update request): ending the subscription (`status:
     * 'UNSUBSCRIBED'`, idempotent), or new values checked by the site's shared rules (spec 5.1) with
     * the stored values standing in for fields the update leaves out, so market rules hold after it.
     */
    async function updateChecked(
      found: { token: string; row: NewsletterSubscriberRow },
      changes: SubscriberUpdateRequest,
    ): Promise<SubscriptionUpdateOutcome> {
      if (changes.status === 'UNSUBSCRIBED') {
        const ended = await unsubscribeSubscriber(db, found.token);
        return ended ? { kind: 'updated', row: ended } : { kind: 'unknown' };
      }
      if (found.row.status === 'UNSUBSCRIBED') return { kind: 'ended' };
      const site = isSite(found.row.site) ? found.row.site : siteFromHost(undefined);
      const current = toSubscriber(found.row);
      const fields: NewsletterField[] = ['salutation', 'firstName', 'lastName'];
      const errors = validateNewsletter(
        site,
        {
          salutation:
            changes.salutation === undefined
              ? (current.salutation ?? '')
              : (changes.salutation ?? ''),
          firstName: changes.firstName ?? current.firstName ?? '',
          lastName: changes.lastName ?? current.lastName ?? '',
        },
        fields,
      );
      if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
      const updated = await updateSubscriber(db, found.token, changes);
      return updated ? { kind: 'updated', row: updated } : { kind: 'unknown' };
    }

    /**
     * The sign-up both routes share (JSON and the plain form post), once the client's limit and the
     * body's shape passed: the shared rules of the site (spec 5.1), the recipient's limit, then the
     * subscriber and its double-opt-in mail.
     */
    async function signUpChecked(
      request: FastifyRequest,
      site: Site,
      body: SubscribeRequest,
      fields: readonly NewsletterField[],
      legals = '',
    ): Promise<SignUpOutcome> {
      const errors = validateNewsletter(
        site,
        {
          email: body.email,
          salutation: body.salutation ?? '',
          firstName: body.firstName ?? '',
          lastName: body.lastName ?? '',
          legals,
        },
        fields,
      );
      if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
      const forRecipient = await signUpLimit.recipient(site, body.email);
      if (!forRecipient.allowed) return { kind: 'limited', decision: forRecipient };
      // Where the e-mail's link points: the subscriber's own site at its configured public origin
      // (PUBLIC_ORIGIN_<SITE>), so a forged Host, X-Forwarded-Proto or X-Original-Address cannot
      // turn the mail into a phishing link.
      const linkFor = (token: string) => confirmLink(publicOriginOf(config, site), token);
      const { subscriber, sendDoubleOptIn } = await signUp(db, { ...body, site }, (row) =>
        doubleOptInMail(
          site,
          row.email,
          linkFor(row.token),
          subscriptionLink(publicOriginOf(config, site), row.token),
        ),
      );
      if (sendDoubleOptIn) {
        const link = linkFor(subscriber.token);
        // The link carries the subscriber's token: only a demo run (no mail server) logs it.
        if (config.demo)
          request.log.info(
            { site, link },
            'newsletter double-opt-in e-mail queued (demo mode: link logged)',
          );
        else request.log.info({ site }, 'newsletter double-opt-in e-mail queued');
      }
      return { kind: 'accepted' };
    }

    registerSignUpForm(app, {
      publicOrigin: (site) => publicOriginOf(config, site),
      clientAllowed: (request) => signUpLimit.client(clientKeyOf(request.ip)),
      signUp: (request, site, body, fields, legals) =>
        signUpChecked(request, site, body, fields, legals),
    });

    registerSubscriptionForm(app, {
      subscriber: async (token) => (await liveSubscriber(token))?.row,
      update: async (token, changes) => {
        const found = await liveSubscriber(token);
        return found ? updateChecked(found, changes) : { kind: 'unknown' };
      },
    });

    for (const base of Object.values(NEWSLETTER_API_BASES)) {
      const prefix = base.replace(/^\/service/, '');

      app.post(`${prefix}${NEWSLETTER_SUBSCRIBERS_PATH}`, async (request, reply) => {
        // One client is an IPv4 address or an IPv6 /64.
        const fromClient = await signUpLimit.client(clientKeyOf(request.ip));
        if (!fromClient.allowed)
          return tooManySignUps(
            reply,
            fromClient,
            'Too many sign-ups from this client. Please try again later.',
          );
        const body = parseOr400(reply, SubscribeRequestSchema, request.body, 'sign-up');
        if (!body) return reply;
        const site = requestSite(request);
        const fields: NewsletterField[] = ['email', 'salutation', 'firstName', 'lastName'];
        const outcome = await signUpChecked(request, site, body, fields);
        if (outcome.kind === 'invalid') return fieldProblem(reply, outcome.errors);
        if (outcome.kind === 'limited')
          return tooManySignUps(
            reply,
            outcome.decision,
            'Too many sign-ups for this e-mail address. Please try again later.',
          );
        const response: SubscribeResponse = { status: 'ACCEPTED' };
        return reply.code(202).header('cache-control', 'no-store').send(response);
      });

      app.get(`${prefix}${NEWSLETTER_BASE_DATA_PATH}`, async (request, reply) => {
        const header = request.headers[HEADER_NAMES.loginToken];
        const claims = await verifyLiveToken(
          context,
          typeof header === 'string' ? header : undefined,
          'login',
        );
        const customer =
          claims &&
          (await db
            .selectFrom('customers')
            .selectAll()
            .where('id', '=', claims.sub)
            .executeTakeFirst());
        if (!customer)
          return sendProblem(
            reply,
            401,
            NEWSLETTER_PROBLEMS.unauthorized,
            'A valid login token is needed.',
          );
        const subscriber = await findSubscriberByEmail(db, customer.site, customer.email);
        const salutation = (NEWSLETTER_SALUTATIONS as readonly string[]).includes(
          customer.salutation ?? '',
        )
          ? (customer.salutation as NewsletterSalutation)
          : undefined;
        const body: CustomerBaseData = {
          email: customer.email,
          ...(salutation ? { salutation } : {}),
          firstName: customer.firstname,
          lastName: customer.lastname,
          consents: subscriber ? toSubscriber(subscriber).consents : [],
          nlStatus: customer.nl_status,
        };
        CustomerBaseDataSchema.parse(body);
        return reply.header('cache-control', 'no-store').send(body);
      });

      app.get(`${prefix}${NEWSLETTER_SUBSCRIBERS_PATH}/:token`, async (request, reply) => {
        const found = await subscriberOf(request, reply);
        if (!found) return reply;
        return reply.header('cache-control', 'no-store').send(toSubscriber(found.row));
      });

      app.put(`${prefix}${NEWSLETTER_SUBSCRIBERS_PATH}/:token/doi`, async (request, reply) => {
        const found = await subscriberOf(request, reply);
        if (!found) return reply;
        const confirmed = await confirmSubscriber(db, found.token);
        if (!confirmed) return unknownToken(reply);
        return reply.header('cache-control', 'no-store').send(toSubscriber(confirmed));
      });

      app.put(`${prefix}${NEWSLETTER_SUBSCRIBERS_PATH}/:token`, async (request, reply) => {
        const found = await subscriberOf(request, reply);
        if (!found) return reply;
        const changes = parseOr400(
          reply,
          SubscriberUpdateRequestSchema,
          request.body ?? {},
          'subscriber update',
        );
        if (!changes) return reply;
        const outcome = await updateChecked(found, changes);
        if (outcome.kind === 'invalid') return fieldProblem(reply, outcome.errors);
        if (outcome.kind === 'ended')
          return sendProblem(
            reply,
            409,
            NEWSLETTER_PROBLEMS.unsubscribed,
            'This subscription has ended; sign up again to start it.',
          );
        if (outcome.kind === 'unknown') return unknownToken(reply);
        return reply.header('cache-control', 'no-store').send(toSubscriber(outcome.row));
      });
    }

    app.get(`${NEWSLETTER_IMAGE_BASE.replace(/^\/service/, '')}/:file`, async (request, reply) => {
      const { file } = request.params as { file: string };
      const svg = newsletterImage(file);
      if (!svg) return sendProblem(reply, 404, 'urn:storefront:not-found', 'No such image.');
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
    });

    if (config.demo) {
      // Lets a developer (and the tests) complete the double opt-in without a mail server; it shows
      // anyone's confirmation link, so it exists in demo mode only (DEMO=true).
      app.get('/newsletter/api/dev/outbox', async (request, reply) => {
        const query = parseOr400(reply, OutboxQuerySchema, request.query, 'query');
        if (!query) return reply;
        return reply
          .header('cache-control', 'no-store')
          .send({ mails: await outboxFor(db, query.email) });
      });
    }
  },
};
