export {
  AB_VISITOR_COOKIE,
  type AbAssignment,
  AbAssignmentSchema,
  type AbTest,
  ABTEST_API_PATH,
  ABTEST_PATHS,
  AbTestListSchema,
  AbTestSchema,
  TestsAtQuerySchema,
} from './abtest';
export {
  type CheckAuthResponse,
  CheckAuthResponseSchema,
  PREVIEW_API_PATH,
  PREVIEW_PATHS,
  PREVIEW_STATUSES,
  type PreviewStatus,
  type PreviewStatusResponse,
  PreviewStatusResponseSchema,
  type PreviewTokenQuery,
  PreviewTokenQuerySchema,
} from './preview';
