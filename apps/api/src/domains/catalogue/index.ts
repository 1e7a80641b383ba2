// The catalogue domain's public face: other domains and the API's root import it from here, never from
// its files (eslint.config.mjs); its tables are the database schema's (db/schema.ts).
export { catalogueDomain } from './routes';
export { toProduct } from './repository';
export { type ProductRow } from './tables';
export { productTypeTerms } from './seed/generated';
