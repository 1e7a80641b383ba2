import {
  articleQuantity,
  CART_ADD_FORM_PATH,
  CartResponseSchema,
  parseCartOutcome,
} from '@storefront/cart-schemas';
import { FORM_POST_HOST as HOST, postForm } from '../../test/formPost';
import { testApiForSuite } from '../../test/testApiForSuite';

const api = testApiForSuite();

/** The post a browser sends for the server-rendered button: urlencoded, same origin, no anti-forgery header. */
const post = (
  fields: Record<string, string>,
  { cartId, headers }: { cartId?: string; headers?: Record<string, string> } = {},
) =>
  postForm(api, CART_ADD_FORM_PATH, fields, {
    headers,
    cookies: cartId ? { cart_id: cartId } : {},
  });

async function quantities(cartId: string, site = 'DE'): Promise<Record<string, number>> {
  const response = await api.app.inject({
    method: 'GET',
    url: '/service/cart/api/cart',
    headers: { host: HOST, 'x-hunter-site': site },
    cookies: { cart_id: cartId },
  });
  const { cart } = CartResponseSchema.parse(response.json());
  return Object.fromEntries(
    cart.articles.map((article) => [article.productId, articleQuantity(article)]),
  );
}

const outcomeOf = (location: unknown) =>
  parseCartOutcome(new URL(String(location), 'http://x.invalid').search);

describe('add to cart without JavaScript (issue 16 item 4)', () => {
  it('adds one piece, gives a first visitor a cart cookie, and answers 303 back to the page with the outcome', async () => {
    const first = await post({ productId: '100001', site: 'DE', returnTo: '/p/100001?ref=home' });
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe('/p/100001?ref=home&cart=added&cartProduct=100001');
    expect(first.headers['cache-control']).toBe('no-store');
    const cartId = first.cookies.find((cookie) => cookie.name === 'cart_id')?.value ?? '';
    expect(cartId).not.toBe('');
    // The next post from that page replaces the outcome instead of stacking it.
    const second = await post(
      { productId: '100001', site: 'DE', returnTo: String(first.headers.location) },
      { cartId },
    );
    expect(second.headers.location).toBe('/p/100001?ref=home&cart=added&cartProduct=100001');
    expect(await quantities(cartId)).toEqual({ '100001': 2 });
  });

  it('answers the cart’s refusal with its code and limit, and changes nothing', async () => {
    const first = await post({ productId: '100003', site: 'DE', returnTo: '/' });
    const cartId = first.cookies.find((cookie) => cookie.name === 'cart_id')?.value ?? '';
    await post({ productId: '100003', site: 'DE', returnTo: '/' }, { cartId });
    const refused = await post({ productId: '100003', site: 'DE', returnTo: '/' }, { cartId });
    expect(refused.statusCode).toBe(303);
    expect(outcomeOf(refused.headers.location)).toEqual({
      kind: 'refused',
      productId: '100003',
      error: 'ITEM_LIMIT',
      limit: 2,
    });
    expect(await quantities(cartId)).toEqual({ '100003': 2 });
  });

  it('tells an unknown product as unavailable product data, and ignores a malformed one', async () => {
    const unknown = await post({ productId: '999999', returnTo: '/' });
    expect(outcomeOf(unknown.headers.location)).toEqual({
      kind: 'refused',
      productId: '999999',
      error: 'PRODUCTDATA_UNAVAILABLE',
    });
    const malformed = await post({ productId: '', returnTo: '/search?query=kaffee' });
    expect(malformed.statusCode).toBe(303);
    expect(malformed.headers.location).toBe('/search?query=kaffee');
  });

  it.each([
    ['https://evil.example/'],
    ['//evil.example'],
    ['/\\evil.example'],
    ['javascript:alert(1)'],
  ])('never returns to another site (%s): home instead', async (returnTo) => {
    const response = await post({ productId: '100001', returnTo });
    expect(response.headers.location).toBe('/?cart=added&cartProduct=100001');
  });

  it('refuses a post from another site (403) and adds nothing', async () => {
    const forged = await post(
      { productId: '100001', returnTo: '/' },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(forged.statusCode).toBe(403);
    expect(forged.cookies.find((cookie) => cookie.name === 'cart_id')).toBeUndefined();
  });
});
