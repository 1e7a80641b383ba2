import { z } from '@storefront/contracts';

export const ABTEST_API_PATH = '/service/abtestfrontend/api/v1';
export const ABTEST_PATHS = {
  testsAt: `${ABTEST_API_PATH}/gettestsat`,
  assignment: `${ABTEST_API_PATH}/getassignment`,
} as const;

/** Cookie holding a shopper's random A/B visitor id, so assignments stay stable. */
export const AB_VISITOR_COOKIE = 'ab_visitor';

export const AbTestSchema = z.object({
  name: z.string(),
  groups: z.array(z.object({ name: z.string() })),
});
export type AbTest = z.infer<typeof AbTestSchema>;
export const AbTestListSchema = z.array(AbTestSchema);

export const TestsAtQuerySchema = z.object({
  time: z.string().check(z.minLength(10), z.maxLength(40)),
});

/** The A/B groups the visitor is in at `time` (the preview date-time for staff with a preview). */
export const AbAssignmentSchema = z.object({
  time: z.string(),
  preview: z.boolean(),
  assignments: z.array(z.object({ test: z.string(), group: z.string() })),
});
export type AbAssignment = z.infer<typeof AbAssignmentSchema>;
