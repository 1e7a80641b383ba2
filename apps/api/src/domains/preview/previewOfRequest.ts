import type { FastifyRequest } from 'fastify';
import { COOKIE_NAMES, SITES, type Site } from '@storefront/contracts';
import type { DomainContext } from '../../domain';
import { hasStaffCookie, staffOfRequest } from '../login';
import { verifyPreviewToken } from './previewToken';

export interface PreviewOfRequest {
  staffId: string;
  /** The preview date-time to show content for. */
  dateTime: Date;
  abTestName?: string;
  abTestGroup?: string;
}

/**
 * The applied preview of a request: a valid preview cookie AND a valid staff token of the same staff
 * member (either staff cookie name). Shoppers, forged or expired cookies get undefined.
 */
export async function previewOfRequest(
  request: FastifyRequest,
  context: DomainContext,
): Promise<PreviewOfRequest | undefined> {
  const cookie = request.cookies[COOKIE_NAMES.preview];
  if (!cookie) return undefined;
  const [staff, preview] = await Promise.all([
    staffOfRequest(request, context),
    verifyPreviewToken(context.config.tokenSecret, cookie, context.config.previousTokenSecrets),
  ]);
  if (!staff || !preview || preview.sub !== staff.staff.id) return undefined;
  return {
    staffId: staff.staff.id,
    dateTime: new Date(preview.dt),
    abTestName: preview.test,
    abTestGroup: preview.group,
  };
}

/**
 * For other domains (promotions): the date-time to serve content for, the preview's when a staff
 * member applied one, otherwise undefined (use now).
 */
export async function previewDateTimeOf(
  request: FastifyRequest,
  context: DomainContext,
): Promise<Date | undefined> {
  return (await previewOfRequest(request, context))?.dateTime;
}

/** The footer's preview flag of a site (per-site setting, table preview_sites). */
export async function isPreviewEnabled(
  { db }: Pick<DomainContext, 'db'>,
  site: Site,
): Promise<boolean> {
  const row = await db
    .selectFrom('preview_sites')
    .select('enabled')
    .where('site', '=', site)
    .executeTakeFirst();
  return row?.enabled === 1;
}

export async function seedPreviewSites({ db }: Pick<DomainContext, 'db'>): Promise<void> {
  const existing = await db.selectFrom('preview_sites').select('site').limit(1).executeTakeFirst();
  if (existing) return;
  await db
    .insertInto('preview_sites')
    .values(SITES.map((site) => ({ site, enabled: 1 })))
    .execute();
}

/**
 * Whether the document server may let the shell load the preview remote: the site's preview flag is
 * set and a staff cookie (either name) came along. Shoppers without one never cost a query.
 */
export async function previewAllowedFor(
  context: Pick<DomainContext, 'db'>,
  site: Site,
  cookies: Record<string, string | undefined>,
): Promise<boolean> {
  return hasStaffCookie(cookies) && (await isPreviewEnabled(context, site));
}
