import * as z from 'zod/mini';

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
