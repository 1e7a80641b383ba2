import { z } from '@storefront/contracts';

/**
 * The newsletter service (spec 7.1). Both bases serve the same routes; the sign-up widget's flag
 * picks the private one, otherwise the internal one (spec 6).
 */
export const NEWSLETTER_API_BASES = {
  private: '/service/newsletter/api/private',
  internal: '/service/newsletter/api/internal',
} as const;
export type NewsletterApiBase = (typeof NEWSLETTER_API_BASES)[keyof typeof NEWSLETTER_API_BASES];

export const NEWSLETTER_SUBSCRIBERS_PATH = '/newsletter-subscribers';
export const NEWSLETTER_BASE_DATA_PATH = '/customers/base-data';

/** Where the sign-up images live: newsletter_image_{size}.jpg (spec 2.1). */
export const NEWSLETTER_IMAGE_BASE = '/service/newsletterfrontend/newslettersubscriptionform';
export const NEWSLETTER_IMAGE_SIZES = { desktop: '400x300', tablet: '273x273' } as const;
export function newsletterImagePath(
  size: (typeof NEWSLETTER_IMAGE_SIZES)[keyof typeof NEWSLETTER_IMAGE_SIZES],
): string {
  return `${NEWSLETTER_IMAGE_BASE}/newsletter_image_${size}.jpg`;
}

export const NEWSLETTER_SALUTATIONS = ['MR', 'MRS', 'COMPANY', 'DIVERS'] as const;
export type NewsletterSalutation = (typeof NEWSLETTER_SALUTATIONS)[number];

export const NEWSLETTER_CONSENTS = ['DNE', 'NEWSLETTER'] as const;
export type NewsletterConsent = (typeof NEWSLETTER_CONSENTS)[number];

/** `{product}_CARD` is the brand's loyalty card. */
export const NEWSLETTER_INTERESTS = [
  'WOMEN_FASHION',
  'MEN_FASHION',
  'SPORT',
  'LIVING_FURNITURE',
  'HOBBY',
  'KIDS',
  'KITCHEN',
  'SLEEPING',
  'DISCOUNTS',
  'COFFEE',
  'MOBILE',
  'STOREFRONT_CARD',
  'STORE',
] as const;
export type NewsletterInterest = (typeof NEWSLETTER_INTERESTS)[number];

export const NEWSLETTER_ORIGIN_KINDS = ['NEWSLETTER', 'SHOPPING_CART'] as const;
/** The widget's defaults (spec 3.1). */
export const NEWSLETTER_DEFAULT_ORIGIN = 'onsite';
export const NEWSLETTER_DEFAULT_ORIGIN_ADDITION = 'subsite';

/** Problem types the newsletter service answers with; only email_invalid changes what the shopper sees. */
export const NEWSLETTER_PROBLEMS = {
  emailInvalid: 'urn:newsletter:email_invalid',
  fieldInvalid: 'urn:newsletter:field_invalid',
  unknownToken: 'urn:newsletter:unknown_token',
  rateLimited: 'urn:newsletter:rate_limited',
  unauthorized: 'urn:newsletter:unauthorized',
  /** A change to a subscription its subscriber has ended: only a new sign-up (with its double opt-in) starts it again. */
  unsubscribed: 'urn:newsletter:unsubscribed',
} as const;

/**
 * The customer's newsletter status (customers.nl_status, in the login service's customer info). The footer hides the
 * newsletter block for both values; null or anything else means "not subscribed".
 */
export const NL_STATUS = {
  waitingForDoubleOptIn: 'WAITING_FOR_DOI',
  subscribed: 'SUBSCRIBED',
} as const;
export type NlStatus = (typeof NL_STATUS)[keyof typeof NL_STATUS];

export function hidesNewsletterSignUp(nlStatus: string | null | undefined): boolean {
  return nlStatus === NL_STATUS.waitingForDoubleOptIn || nlStatus === NL_STATUS.subscribed;
}

/**
 * PENDING until the double opt-in, then CONFIRMED; UNSUBSCRIBED once the subscriber ended it through
 * the update request (the spec's update fields are not shown, spec 3.1: ending is ours).
 */
export const SUBSCRIBER_STATUSES = ['PENDING', 'CONFIRMED', 'UNSUBSCRIBED'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

// Bounds here only stop absurd input; the shared rules (validation/newsletterRules.ts) decide
// what is valid, so that an over-long e-mail still answers urn:newsletter:email_invalid.
const text = (max: number) => z.string().check(z.maxLength(max));
const origin = z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9_.:-]+$/));

/** POST /newsletter-subscribers (spec 3.1): empty salutation and names are omitted. */
export const SubscribeRequestSchema = z.strictObject({
  email: text(1024),
  salutation: z.optional(z.enum(NEWSLETTER_SALUTATIONS)),
  firstName: z.optional(text(1024)),
  lastName: z.optional(text(1024)),
  consents: z.array(z.enum(NEWSLETTER_CONSENTS)).check(z.maxLength(NEWSLETTER_CONSENTS.length)),
  origin,
  originAddition: origin,
});
export type SubscribeRequest = z.infer<typeof SubscribeRequestSchema>;

/**
 * The same answer for a new, a pending and a confirmed address, so the call never tells anyone
 * whether an address is subscribed.
 */
export const SubscribeResponseSchema = z.object({ status: z.literal('ACCEPTED') });
export type SubscribeResponse = z.infer<typeof SubscribeResponseSchema>;

/** GET /newsletter-subscribers/{token}, and the answer of both PUTs. */
export const SubscriberSchema = z.object({
  email: z.string(),
  site: z.string(),
  status: z.enum(SUBSCRIBER_STATUSES),
  salutation: z.optional(z.enum(NEWSLETTER_SALUTATIONS)),
  firstName: z.optional(z.string()),
  lastName: z.optional(z.string()),
  consents: z.array(z.enum(NEWSLETTER_CONSENTS)),
  interests: z.array(z.enum(NEWSLETTER_INTERESTS)),
  origin: z.string(),
  originAddition: z.string(),
  createdAt: z.string(),
  confirmedAt: z.nullable(z.string()),
  /** When the subscriber ended the subscription (optional: an older API does not send it). */
  unsubscribedAt: z.optional(z.nullable(z.string())),
});
export type Subscriber = z.infer<typeof SubscriberSchema>;

/**
 * PUT /newsletter-subscribers/{token} (spec 7.1, "fields not shown"): every field optional; an empty
 * string clears a name, null the salutation; `status: 'UNSUBSCRIBED'` ends the subscription (the
 * only status a subscriber may set: confirming is the double opt-in's PUT).
 */
export const SubscriberUpdateRequestSchema = z
  .strictObject({
    status: z.optional(z.literal('UNSUBSCRIBED')),
    salutation: z.optional(z.nullable(z.enum(NEWSLETTER_SALUTATIONS))),
    firstName: z.optional(text(1024)),
    lastName: z.optional(text(1024)),
    consents: z.optional(
      z.array(z.enum(NEWSLETTER_CONSENTS)).check(z.maxLength(NEWSLETTER_CONSENTS.length)),
    ),
    interests: z.optional(
      z.array(z.enum(NEWSLETTER_INTERESTS)).check(z.maxLength(NEWSLETTER_INTERESTS.length)),
    ),
  })
  .check(
    // Ending comes alone: an end with changes beside it would leave the changes unapplied, unsaid.
    z.refine((update) => update.status === undefined || Object.keys(update).length === 1, {
      message: 'status comes without other fields',
    }),
  );
export type SubscriberUpdateRequest = z.infer<typeof SubscriberUpdateRequestSchema>;

export const SubscriberTokenSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{20,100}$/));

/** GET /customers/base-data (X-LoginToken): what the form is prefilled with. */
export const CustomerBaseDataSchema = z.object({
  email: z.string(),
  salutation: z.optional(z.enum(NEWSLETTER_SALUTATIONS)),
  firstName: z.optional(z.string()),
  lastName: z.optional(z.string()),
  /** Consents the customer already gave (DNE hides the consent block). */
  consents: z.array(z.enum(NEWSLETTER_CONSENTS)),
  nlStatus: z.nullable(z.string()),
});
export type CustomerBaseData = z.infer<typeof CustomerBaseDataSchema>;

/** One double-opt-in e-mail as the outbox holds it (dev route and tests). */
export const NewsletterOutboxMailSchema = z.object({
  recipient: z.string(),
  site: z.string(),
  subject: z.string(),
  link: z.string(),
  createdAt: z.string(),
});
export const NewsletterOutboxSchema = z.object({ mails: z.array(NewsletterOutboxMailSchema) });
export type NewsletterOutboxMail = z.infer<typeof NewsletterOutboxMailSchema>;
