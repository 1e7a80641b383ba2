import * as z from '../zod';

/** Error body every API route answers with on 4xx/5xx (RFC 9457 problem details). */
export const ProblemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number(),
  detail: z.optional(z.string()),
  errors: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
});
export type Problem = z.infer<typeof ProblemSchema>;

export const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  uptimeSeconds: z.number(),
});
export type Health = z.infer<typeof HealthSchema>;
