import * as z from 'zod/mini';
import { LOGIN_STATUSES } from '../login';

/**
 * GET /service/customerfrontenddata/api/v1/psdata. The brand's loyalty card is the spec's
 * `{product}` card, so the status flag is `isStorefrontcardMember`. `nlStatus` is the footer's
 * newsletter status (nl_status), null when unknown.
 */
export const PersonalDataResponseSchema = z.object({
  tracking: z.object({ loginStatus: z.enum(LOGIN_STATUSES) }),
  customer: z.optional(
    z.object({
      firstname: z.string(),
      lastname: z.string(),
      loyaltyBeans: z.number(),
      statuses: z.object({ isCommunityMember: z.boolean(), isStorefrontcardMember: z.boolean() }),
      nlStatus: z.nullable(z.string()),
    }),
  ),
});
export type PersonalDataResponse = z.infer<typeof PersonalDataResponseSchema>;
