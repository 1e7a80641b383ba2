import * as z from '../zod';
import { LOGIN_STATUSES } from '../login';

/**
 * GET /service/customerfrontenddata/api/v1/psdata. The brand's loyalty card is the spec's
 * `{product}` card, so the status flag is `isStorefrontcardMember`. The footer's newsletter status
 * (nl_status) is not here: it comes from the login service's customer info (spec 3.4).
 */
export const PersonalDataResponseSchema = z.object({
  tracking: z.object({ loginStatus: z.enum(LOGIN_STATUSES) }),
  customer: z.optional(
    z.object({
      firstname: z.string(),
      lastname: z.string(),
      loyaltyBeans: z.number(),
      statuses: z.object({ isCommunityMember: z.boolean(), isStorefrontcardMember: z.boolean() }),
    }),
  ),
});
export type PersonalDataResponse = z.infer<typeof PersonalDataResponseSchema>;
