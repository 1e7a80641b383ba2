import { z } from '@storefront/contracts';

/** Preview status (spec 4.3). */
export const PREVIEW_STATUSES = [
  'SUCCESS',
  'BAD_REQUEST',
  'INTERNAL_ERROR',
  'UNAUTHORIZED',
] as const;
export type PreviewStatus = (typeof PREVIEW_STATUSES)[number];

export const PREVIEW_API_PATH = '/service/preview/api';
export const PREVIEW_PATHS = {
  checkAuth: `${PREVIEW_API_PATH}/auth/checkauth`,
  renew: `${PREVIEW_API_PATH}/auth/login/renew`,
  logout: `${PREVIEW_API_PATH}/auth/logout`,
  token: `${PREVIEW_API_PATH}/token`,
} as const;

/** Auth check response (spec 3.3): the staff member's applied preview, null when none is set. */
export const CheckAuthResponseSchema = z.object({
  status: z.enum(PREVIEW_STATUSES),
  dateTime: z.nullable(z.string()),
  abTestName: z.nullable(z.string()),
  abTestGroup: z.nullable(z.string()),
});
export type CheckAuthResponse = z.infer<typeof CheckAuthResponseSchema>;

export const PreviewStatusResponseSchema = z.object({ status: z.enum(PREVIEW_STATUSES) });
export type PreviewStatusResponse = z.infer<typeof PreviewStatusResponseSchema>;

const name = z.string().check(z.maxLength(80), z.regex(/^[A-Za-z0-9_.-]*$/));

/**
 * GET /service/preview/api/token?test=&group=&dateTime=: test and group both empty means no A/B
 * override; dateTime is the preview date-time as ISO 8601 with offset (e.g. 2026-12-24T10:00:00.000Z).
 */
export const PreviewTokenQuerySchema = z.object({
  test: z.optional(name),
  group: z.optional(name),
  dateTime: z.string().check(z.maxLength(40)),
});
export type PreviewTokenQuery = z.infer<typeof PreviewTokenQuerySchema>;
