import type { Kysely } from 'kysely';
import type { Site } from '@storefront/contracts';
import type { Database } from '../../db/schema';
import type { PromotionRow } from './tables';

export interface PromotionInput {
  id: string;
  site: Site;
  /** The service's response type, e.g. ApiTopBannerPromotion (the footer uses its own, e.g. SHOP_FOOTER). */
  type: string;
  /** The content as a JSON string, or an object that is serialised here. */
  contentJSON: string | Record<string, unknown>;
  tags?: readonly string[];
  validFrom?: Date | string;
  validTo?: Date | string;
}

export interface TagFilter {
  allOfTags: readonly string[];
  anyOfTags: readonly string[];
  noneOfTags: readonly string[];
}

const normaliseTags = (tags: readonly string[] = []) =>
  [...new Set(tags.map((tag) => tag.trim()).filter(Boolean))].sort();
const iso = (value: Date | string | undefined) =>
  value === undefined ? null : new Date(value).toISOString();

/**
 * Inserts or replaces one promotion (key: site, id and tag set). Seeds of other domains (the
 * footer's SHOP_FOOTER content) call this too, so it stays small and stable.
 */
export async function upsertPromotion(db: Kysely<Database>, input: PromotionInput): Promise<void> {
  const row: PromotionRow = {
    site: input.site,
    id: input.id,
    tags: normaliseTags(input.tags).join(','),
    type: input.type,
    content_json:
      typeof input.contentJSON === 'string' ? input.contentJSON : JSON.stringify(input.contentJSON),
    valid_from: iso(input.validFrom),
    valid_to: iso(input.validTo),
    updated_at: new Date().toISOString(),
  };
  await db
    .insertInto('promotions')
    .values(row)
    .onConflict((conflict) =>
      conflict.columns(['site', 'id', 'tags']).doUpdateSet({
        type: row.type,
        content_json: row.content_json,
        valid_from: row.valid_from,
        valid_to: row.valid_to,
        updated_at: row.updated_at,
      }),
    )
    .execute();
}

export function parseTagList(value: string | undefined): string[] {
  return normaliseTags((value ?? '').split(','));
}

export function matchesTags(rowTags: readonly string[], filter: TagFilter): boolean {
  const has = new Set(rowTags);
  if (!filter.allOfTags.every((tag) => has.has(tag))) return false;
  if (filter.anyOfTags.length > 0 && !filter.anyOfTags.some((tag) => has.has(tag))) return false;
  return !filter.noneOfTags.some((tag) => has.has(tag));
}

/** The promotion a site shows now for an id and tag filter: among matches, the most recently edited. */
export async function findPromotion(
  db: Kysely<Database>,
  site: Site,
  id: string,
  filter: TagFilter,
  now = new Date(),
): Promise<PromotionRow | undefined> {
  const at = now.toISOString();
  const rows = await db
    .selectFrom('promotions')
    .selectAll()
    .where('site', '=', site)
    .where('id', '=', id)
    .where((eb) => eb.or([eb('valid_from', 'is', null), eb('valid_from', '<=', at)]))
    .where((eb) => eb.or([eb('valid_to', 'is', null), eb('valid_to', '>', at)]))
    // A dated campaign wins over the standing promotion while it runs: NULL (standing) last, said
    // explicitly since SQLite and PostgreSQL sort NULL at opposite ends by default.
    .orderBy('valid_from', (order) => order.desc().nullsLast())
    .orderBy('updated_at', 'desc')
    .orderBy('tags', 'asc')
    .execute();
  return rows.find((row) => matchesTags(row.tags ? row.tags.split(',') : [], filter));
}
