import type { CatalogueTables } from '../domains/catalogue/tables';
import type { CartTables } from '../domains/cart/tables';
import type { LoginTables } from '../domains/login/tables';
import type { PromotionTables } from '../domains/promotion/tables';
import type { NavigationTables } from '../domains/navigation/tables';
import type { PreviewTables } from '../domains/preview/tables';
import type { AbTestTables } from '../domains/abtest/tables';
import type { NewsletterTables } from '../domains/newsletter/tables';
import type { RumTables } from '../domains/rum/tables';

/** Every table of the API; each domain declares its own in `domains/<domain>/tables.ts`. */
export interface Database
  extends
    CatalogueTables,
    CartTables,
    LoginTables,
    PromotionTables,
    NavigationTables,
    PreviewTables,
    AbTestTables,
    NewsletterTables,
    RumTables {}
