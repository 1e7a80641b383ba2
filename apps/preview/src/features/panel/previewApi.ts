import { http, isHttpError, type HttpClient } from '@storefront/platform';
import {
  ABTEST_PATHS,
  AbTestListSchema,
  CheckAuthResponseSchema,
  PREVIEW_PATHS,
  PreviewStatusResponseSchema,
  type AbTest,
  type CheckAuthResponse,
  type PreviewStatus,
} from '@storefront/preview-schemas';
import type { AbSelection } from './abTestSelection';

/** Maps a failed call to the spec's preview statuses: 401 UNAUTHORIZED, 400 BAD_REQUEST, else INTERNAL_ERROR. */
export function statusOfError(error: unknown): PreviewStatus {
  if (isHttpError(error) && error.status === 401) return 'UNAUTHORIZED';
  if (isHttpError(error) && error.status === 400) return 'BAD_REQUEST';
  return 'INTERNAL_ERROR';
}

export async function checkAuth(client: HttpClient = http): Promise<CheckAuthResponse> {
  try {
    return await client.get(PREVIEW_PATHS.checkAuth, CheckAuthResponseSchema, { noCache: true });
  } catch (error) {
    return { status: statusOfError(error), dateTime: null, abTestName: null, abTestGroup: null };
  }
}

export async function renewAuth(client: HttpClient = http): Promise<PreviewStatus> {
  try {
    return (await client.get(PREVIEW_PATHS.renew, PreviewStatusResponseSchema, { noCache: true }))
      .status;
  } catch (error) {
    return statusOfError(error);
  }
}

/** Logout; the response is read as JSON. Throws on failure: the caller only logs it (spec 8). */
export async function logout(client: HttpClient = http): Promise<PreviewStatus> {
  return (await client.get(PREVIEW_PATHS.logout, PreviewStatusResponseSchema, { noCache: true }))
    .status;
}

/** GET token?test=&group= with the preview date-time: sets the preview cookie on SUCCESS. */
export async function applyPreview(
  dateTime: Date,
  selection: AbSelection,
  client: HttpClient = http,
): Promise<PreviewStatus> {
  try {
    const response = await client.get(PREVIEW_PATHS.token, PreviewStatusResponseSchema, {
      params: { test: selection.test, group: selection.group, dateTime: dateTime.toISOString() },
      noCache: true,
    });
    return response.status;
  } catch (error) {
    return statusOfError(error);
  }
}

export function fetchTestsAt(time: Date, client: HttpClient = http): Promise<AbTest[]> {
  return client.get(ABTEST_PATHS.testsAt, AbTestListSchema, {
    params: { time: time.toISOString() },
    noCache: true,
  });
}
