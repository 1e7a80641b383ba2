import * as z from '../zod';
import { SITES } from '../sites';

/** Stages of the consent service: each site has one domain id per stage (spec header-search-cart.md section 7). */
export const CONSENT_STAGES = ['DEV', 'LIVE'] as const;
export type ConsentStage = (typeof CONSENT_STAGES)[number];

const DomainIdSchema = z.string().check(z.regex(/^[\w-]{1,80}$/));

/** An https address or a same-origin path with `{domainId}` where the site's id goes. */
export const ConsentScriptUrlSchema = z
  .string()
  .check(
    z.refine(
      (value) =>
        value.includes('{domainId}') &&
        (value.startsWith('https://') || (value.startsWith('/') && !value.startsWith('//'))),
      'an https address or a path, with {domainId}',
    ),
  );

/** The document server's consent configuration (CONSENT_CONFIG_FILE); each part optional. */
export const ConsentConfigFileSchema = z.object({
  scriptUrl: z.optional(ConsentScriptUrlSchema),
  stage: z.optional(z.enum(CONSENT_STAGES)),
  domainIds: z.optional(
    z.partialRecord(z.enum(SITES), z.object({ DEV: DomainIdSchema, LIVE: DomainIdSchema })),
  ),
});
export type ConsentConfigFile = z.infer<typeof ConsentConfigFileSchema>;
