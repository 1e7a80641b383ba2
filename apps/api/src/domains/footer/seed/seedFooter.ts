import { SITES } from '@storefront/contracts';
import { publicOriginOf } from '../../../config';
import { SHOP_FOOTER_PROMOTION_ID, SHOP_FOOTER_PROMOTION_TYPE } from '@storefront/footer-schemas';
import type { DomainContext } from '../../../domain';
import { upsertPromotion } from '../../promotion';
import { footerContentFor } from './footerContent';

/** Stores each site's footer content as its SHOP_FOOTER promotion, once: editors' later changes stay. */
export async function seedFooterContent({ db, config }: DomainContext): Promise<void> {
  const existing = await db
    .selectFrom('promotions')
    .select('site')
    .where('id', '=', SHOP_FOOTER_PROMOTION_ID)
    .execute();
  const seeded = new Set(existing.map((row) => row.site));
  for (const site of SITES) {
    if (seeded.has(site)) continue;
    await upsertPromotion(db, {
      id: SHOP_FOOTER_PROMOTION_ID,
      site,
      type: SHOP_FOOTER_PROMOTION_TYPE,
      contentJSON: JSON.stringify(footerContentFor(site, (code) => publicOriginOf(config, code))),
    });
  }
}
