import type { CatalogueTables } from '../domains/catalogue/tables';
import type { CartTables } from '../domains/cart/tables';
import type { LoginTables } from '../domains/login/tables';

/** Every table of the API; each domain declares its own in `domains/<domain>/tables.ts`. */
export interface Database extends CatalogueTables, CartTables, LoginTables {}
