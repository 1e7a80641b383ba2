import {
  HOME_PRODUCT_COUNT,
  ProductListSchema,
  ProductSchema,
  productIdOfPath,
  z,
  type FetchServiceOptions,
  type LoadServerData,
  type Product,
  type Site,
} from '@storefront/contracts';
import { formatPrice } from '@storefront/i18n';

/**
 * How long a catalogue answer may serve other pages (contracts' `shareForS`): the catalogue API
 * reads no cookie, so its answers do not depend on the visitor. A price or stock change reaches
 * server-rendered pages within this; under load the document server asks once per site and
 * product, not once per page (bench/README.md, "Server rendering").
 */
export const SHARED_CATALOGUE_S = 10;
const SHARED: FetchServiceOptions = { shareForS: SHARED_CATALOGUE_S };

/**
 * A product with its price as the page shows it, formatted where the page is rendered. The server
 * embeds the text, so hydrating a page of prices costs the browser no Intl.NumberFormat: the first
 * one on a page loads the locale's number data, 25-45 ms on this machine's Chromium and four times
 * that on Lighthouse's phone, a long task of its own (TBT).
 */
export type PricedProduct = Product & { priceText: string };
const PricedProductSchema = z.object({ ...ProductSchema.shape, priceText: z.string() });
const PricedProductListSchema = z.object({ products: z.array(PricedProductSchema) });

export function priced(product: Product, site: Site): PricedProduct {
  return { ...product, priceText: formatPrice(product.price, site) };
}

/** The home page's product teasers, asked on the server so the first HTML shows them. */
export const loadHomeProducts: LoadServerData<{ products: PricedProduct[] }> = async ({
  site,
  fetchService,
}) => {
  const { status, body } = await fetchService(
    `/service/catalogue/api/products?site=${site}&limit=${HOME_PRODUCT_COUNT}`,
    {},
    SHARED,
  );
  if (status !== 200) throw new Error(`the catalogue answered ${status}`);
  return {
    products: ProductListSchema.parse(body).products.map((product) => priced(product, site)),
  };
};

/** A product page's product; `null`: there is none (the page says so without asking again). */
export interface ProductPageData {
  product: PricedProduct | null;
}

/** A product page's product, asked on the server so the first HTML shows it; nothing for a path without a product id. */
export const loadProductOfPage: LoadServerData<ProductPageData | undefined> = async ({
  site,
  path,
  fetchService,
}) => {
  const id = productIdOfPath(path);
  if (!id) return undefined;
  const { status, body } = await fetchService(
    `/service/catalogue/api/products/${encodeURIComponent(id)}?site=${site}`,
    {},
    SHARED,
  );
  if (status === 404) return { product: null };
  if (status !== 200) throw new Error(`the catalogue answered ${status}`);
  return { product: priced(ProductSchema.parse(body), site) };
};

/** The home products as the server embedded them, validated like any answer (the page state is untrusted JSON); else undefined. */
export function embeddedHomeProducts(serverData: unknown): PricedProduct[] | undefined {
  const result = PricedProductListSchema.safeParse(serverData);
  return result.success ? result.data.products : undefined;
}

/** A product page's product as the server embedded it: the product, 'missing', or undefined (ask). */
export function embeddedProduct(serverData: unknown): PricedProduct | 'missing' | undefined {
  if (typeof serverData !== 'object' || serverData === null || !('product' in serverData))
    return undefined;
  const { product } = serverData;
  if (product === null) return 'missing';
  const result = PricedProductSchema.safeParse(product);
  return result.success ? result.data : undefined;
}
