import * as z from '../zod';

export const LoginRequestSchema = z.strictObject({
  email: z.string().check(z.minLength(3), z.maxLength(256)),
  password: z.string().check(z.minLength(1), z.maxLength(200)),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const LoginResponseSchema = z.object({ status: z.literal('SUCCESS'), loginId: z.string() });
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** Login service outcomes as the spec names them. */
export const LOGIN_OUTCOMES = ['SUCCESS', 'UNAUTHORIZED', 'SERVICE_UNAVAILABLE'] as const;
export type LoginOutcome = (typeof LOGIN_OUTCOMES)[number];

/** Base of the login service (spec 7.4). */
export const LOGIN_API_PATH = '/service/login/api/v1';
export const LOGIN_PATHS = {
  login: `${LOGIN_API_PATH}/login`,
  logout: `${LOGIN_API_PATH}/logout`,
  renew: `${LOGIN_API_PATH}/logintoken/renew`,
  longTermToken: `${LOGIN_API_PATH}/longtermtoken`,
  customerInfo: (loginId: string) =>
    `${LOGIN_API_PATH}/customer-info/${encodeURIComponent(loginId)}`,
  staffLogin: `${LOGIN_API_PATH}/staff/login`,
} as const;

/** The renew call's body is an empty JSON object (spec 7.4). */
export const RenewRequestSchema = z.strictObject({});

/** 201 with RENEWED: a fresh login token was set; 200 with VALID: the token needs no renewal yet. */
export const RenewResponseSchema = z.object({ status: z.enum(['RENEWED', 'VALID']) });
export type RenewResponse = z.infer<typeof RenewResponseSchema>;

/** 200: a long-term token was (re)issued for the login; 204 (no body): nothing to issue. */
export const LongTermTokenResponseSchema = z.object({
  status: z.literal('SUCCESS'),
  loginId: z.string(),
});
export type LongTermTokenResponse = z.infer<typeof LongTermTokenResponseSchema>;

export const CustomerInfoParamsSchema = z.object({
  loginId: z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9-]+$/)),
});

/** GET customer-info/{loginId}: the customer of that login, with the newsletter status (nl_status). */
export const CustomerInfoSchema = z.object({
  loginId: z.string(),
  salutation: z.nullable(z.string()),
  firstName: z.string(),
  lastName: z.string(),
  nl_status: z.nullable(z.string()),
});
export type CustomerInfo = z.infer<typeof CustomerInfoSchema>;

/**
 * The claims the browser reads from the LoginToken and long-term token cookies (it cannot verify
 * the signature; the server does on every call). Times are seconds since the epoch, as in the spec.
 */
export const TokenClaimsSchema = z.object({
  exp: z.number(),
  ren: z.optional(z.number()),
  lid: z.optional(z.string()),
});
export type TokenClaims = z.infer<typeof TokenClaimsSchema>;

export const StaffLoginRequestSchema = z.strictObject({
  username: z.string().check(z.minLength(1), z.maxLength(100)),
  password: z.string().check(z.minLength(1), z.maxLength(200)),
});
export type StaffLoginRequest = z.infer<typeof StaffLoginRequestSchema>;

export const StaffLoginResponseSchema = z.object({
  status: z.literal('SUCCESS'),
  name: z.string(),
});
export type StaffLoginResponse = z.infer<typeof StaffLoginResponseSchema>;
