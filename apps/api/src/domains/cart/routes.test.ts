import { spawn } from 'node:child_process';
import path from 'node:path';
import { CartResponseSchema, type Cart, type CartChangeRequest } from '@storefront/cart-schemas';
import { createApiApp } from '../../api';
import type { ApiConfig } from '../../config';
import { startTestApi, type TestApi } from '../../test/testApi';
import { stockConcurrentCartProducts } from '../../test/concurrentCartProducts';
import { freePort } from '@storefront/testing';

const repoRoot = path.resolve(__dirname, '../../../../..');
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  // Migrating and seeding a fresh database takes a few seconds when the test run shares two cores.
}, 30_000);
afterAll(() => api.close());

const CART_URL = '/service/cart/api/cart';
const CSRF = 'second-api-csrf-token-0123';

/** The real API in its own process (tsx), on a free port, sharing the test's database file. */
async function startSecondApi({ databaseFile, databaseUrl }: ApiConfig) {
  const port = await freePort();
  const child = spawn(path.join(repoRoot, 'node_modules/.bin/tsx'), ['apps/api/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_FILE: databaseFile,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      API_PORT: String(port),
      TOKEN_SECRET: 'test-secret-of-at-least-thirty-two-bytes',
      LOG_LEVEL: 'silent',
    },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 45_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/service/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('The second API did not start.');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    async post(
      url: string,
      body: unknown,
      { cart_id, site }: { cart_id: string; site: string },
    ): Promise<number> {
      const response = await fetch(`${base}${url}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-csrf-token': CSRF,
          'x-hunter-site': site,
          cookie: `csrf_token=${CSRF}; cart_id=${cart_id}`,
        },
        body: JSON.stringify(body),
      });
      return response.status;
    },
    stop: () => child.kill(),
  };
}

/** A visitor: remembers the cart cookie the API hands out, as a browser does. */
function visitor(site = 'DE') {
  let cartCookie: string | undefined;
  const send = async (method: 'GET' | 'POST', url: string, payload?: unknown) => {
    const response = await api.inject({
      method,
      url,
      headers: { 'x-hunter-site': site },
      ...(payload === undefined ? {} : { payload: payload as object }),
      cookies: cartCookie ? { cart_id: cartCookie } : {},
    });
    const set = response.cookies.find((cookie) => cookie.name === 'cart_id');
    if (set) cartCookie = set.value;
    return response;
  };
  return {
    send,
    change: (body: CartChangeRequest | unknown) => send('POST', CART_URL, body),
    async cart(): Promise<Cart> {
      const response = await send('GET', `${CART_URL}?forceReload=true`);
      expect(response.statusCode).toBe(200);
      return CartResponseSchema.parse(response.json()).cart;
    },
    get cookie() {
      return cartCookie;
    },
  };
}

const quantities = (cart: Cart) =>
  Object.fromEntries(
    cart.articles.map((article) => [
      article.productId,
      typeof article.quantity === 'number' ? article.quantity : article.quantity.quantity,
    ]),
  );

describe('cart ids the client chose (issue 29 item 6)', () => {
  const chosen = 'attacker-chosen-cart-id-0123456789';
  const cartRows = async (id: string) =>
    (await api.db.selectFrom('carts').select('id').where('id', '=', id).execute()).length;
  const post = (body: unknown, cartId?: string) =>
    api.inject({
      method: 'POST',
      url: `${CART_URL}/articles`,
      headers: { 'x-hunter-site': 'DE' },
      payload: body as object,
      cookies: cartId ? { cart_id: cartId } : {},
    });
  const cookieOf = (response: Awaited<ReturnType<typeof post>>) =>
    response.cookies.find((cookie) => cookie.name === 'cart_id')?.value;

  it('an unknown cart id gets a fresh cart: the change lands in a new cart with a new id, none under the chosen one', async () => {
    const response = await post({ productId: '100001' }, chosen);
    expect(response.statusCode).toBe(200);
    const issued = cookieOf(response);
    expect(issued).toBeDefined();
    expect(issued).not.toBe(chosen);
    expect(await cartRows(chosen)).toBe(0);
    expect(await cartRows(issued!)).toBe(1);
    // The victim's browser with the planted id still sees nothing the planter could read back.
    const planted = await api.inject({
      method: 'GET',
      url: CART_URL,
      headers: { 'x-hunter-site': 'DE' },
      cookies: { cart_id: chosen },
    });
    expect(CartResponseSchema.parse(planted.json()).cart.articles).toEqual([]);
    // The issued id is a cart now: it is kept, no new cookie.
    const again = await post({ productId: '100001' }, issued);
    expect(again.statusCode).toBe(200);
    expect(cookieOf(again)).toBeUndefined();
  });

  it('a change that changes nothing creates no cart and sets no cookie (carts begin with their first real change)', async () => {
    const refused = await api.inject({
      method: 'POST',
      url: CART_URL,
      headers: { 'x-hunter-site': 'DE' },
      payload: { setArticle: { productId: '999999', tcm: '', quantity: 1 } },
      cookies: { cart_id: chosen },
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(cookieOf(refused)).toBeUndefined();
    const nothingToRemove = await api.inject({
      method: 'POST',
      url: CART_URL,
      headers: { 'x-hunter-site': 'DE' },
      payload: { setArticle: { productId: '100001', tcm: '', quantity: 0 } },
    });
    expect(nothingToRemove.statusCode).toBeLessThan(500);
    expect(cookieOf(nothingToRemove)).toBeUndefined();
    expect(await cartRows(chosen)).toBe(0);
  });
});

describe('cart API', () => {
  it('answers an empty cart to a new visitor, without creating one', async () => {
    const shopper = visitor();
    expect(await shopper.cart()).toMatchObject({ numberOfArticles: 0, articles: [] });
    expect(shopper.cookie).toBeUndefined();
  });

  it('sets, changes and removes an article; 304 when nothing changes', async () => {
    const shopper = visitor('PL');
    const added = await shopper.change({
      setArticle: { productId: '100001', tcm: 'tcm:100001', quantity: 2 },
    });
    expect(added.statusCode).toBe(200);
    const cookie = added.cookies.find((c) => c.name === 'cart_id');
    expect(cookie).toMatchObject({ httpOnly: true, path: '/' });
    const body = CartResponseSchema.parse(added.json());
    expect(body.addedProduct).toMatchObject({
      productId: '100001',
      title: 'Barista Espresso, ziarnista',
      quantity: { quantity: 2 },
    });
    expect(body.cart.numberOfArticles).toBe(2);
    // HSC-7-6: 304 means nothing changed.
    expect(
      (
        await shopper.change({
          setArticle: { productId: '100001', tcm: 'tcm:100001', quantity: 2 },
        })
      ).statusCode,
    ).toBe(304);
    expect(
      (
        await shopper.change({
          setArticle: { productId: '100001', tcm: 'tcm:100001', quantity: 0 },
        })
      ).statusCode,
    ).toBe(200);
    expect((await shopper.cart()).articles).toEqual([]);
    expect(
      (
        await shopper.change({
          setArticle: { productId: '100001', tcm: 'tcm:100001', quantity: 0 },
        })
      ).statusCode,
    ).toBe(304);
  });

  it('adds and removes a free article only under its campaign', async () => {
    const shopper = visitor();
    const added = await shopper.change({
      setFreeArticle: { productId: '100002', campaignId: 'WELCOME', remove: false },
    });
    expect(added.statusCode).toBe(200);
    expect(CartResponseSchema.parse(added.json()).cart.freeArticles).toEqual([
      expect.objectContaining({ productId: '100002', campaignId: 'WELCOME', price: 0 }),
    ]);
    expect(
      (
        await shopper.change({
          setFreeArticle: { productId: '100002', campaignId: 'WELCOME', remove: false },
        })
      ).statusCode,
    ).toBe(304);
    const wrongCampaign = await shopper.change({
      setFreeArticle: { productId: '100001', campaignId: 'WELCOME', remove: false },
    });
    expect(wrongCampaign.statusCode).toBe(422);
    expect(wrongCampaign.json()).toMatchObject({ error: 'PRODUCTDATA_UNAVAILABLE', status: 422 });
    const soldOut = await shopper.change({
      setFreeArticle: { productId: '200003', campaignId: 'SOLDOUT-GIFT', remove: false },
    });
    expect(soldOut.json()).toMatchObject({ error: 'AVAILABILITY_LIMIT', limit: 0 });
    expect(
      (
        await shopper.change({
          setFreeArticle: { productId: '100002', campaignId: 'WELCOME', remove: true },
        })
      ).statusCode,
    ).toBe(200);
    expect((await shopper.cart()).freeArticles).toEqual([]);
  });

  it('sets and unsets gift cards and partner products, deletes subscriptions', async () => {
    const shopper = visitor('CH');
    const gift = await shopper.change({
      setGiftCard: { productId: 'GC-25', tcm: 'tcm:GC-25', set: true },
    });
    expect(CartResponseSchema.parse(gift.json()).cart.giftCards).toEqual([
      {
        article: expect.objectContaining({ productId: 'GC-25', title: 'Geschenkkarte', price: 25 }),
      },
    ]);
    expect(
      (await shopper.change({ setGiftCard: { productId: 'GC-25', tcm: 'tcm:GC-25', set: true } }))
        .statusCode,
    ).toBe(304);
    const partner = await shopper.change({
      setPartnerProduct: { partnerProductId: 'PP-1001', set: true },
    });
    expect(CartResponseSchema.parse(partner.json()).cart).toMatchObject({
      numberOfArticles: 2,
      partnerProducts: [{ partnerProductId: 'PP-1001', totalQuantity: 1 }],
    });
    expect(
      (await shopper.change({ setGiftCard: { productId: 'GC-99', tcm: '', set: true } })).json(),
    ).toMatchObject({ error: 'PRODUCTDATA_UNAVAILABLE' });
    expect(
      (await shopper.change({ setGiftCard: { productId: 'GC-25', tcm: 'tcm:GC-25', set: false } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await shopper.change({ setPartnerProduct: { partnerProductId: 'PP-1001', set: false } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await shopper.change({ setPartnerProduct: { partnerProductId: 'PP-1001', set: false } }))
        .statusCode,
    ).toBe(304);
    expect(
      (await shopper.change({ deleteSubscription: { subscriptionId: 'SUB-COFFEE' } })).statusCode,
    ).toBe(304);
    await shopper.send('POST', `${CART_URL}/demo`, { variant: 'allKinds' });
    expect((await shopper.cart()).subscriptions).toEqual([
      expect.objectContaining({
        subscriptionConfigurationId: 'SUB-COFFEE',
        title: 'Kaffee-Abo, monatlich',
      }),
    ]);
    expect(
      (await shopper.change({ deleteSubscription: { subscriptionId: 'SUB-COFFEE' } })).statusCode,
    ).toBe(200);
    expect((await shopper.cart()).subscriptions).toEqual([]);
  });

  it('enforces ITEM_LIMIT and AVAILABILITY_LIMIT from the products table, on both add endpoints', async () => {
    const shopper = visitor();
    const itemLimit = await shopper.change({
      setArticle: { productId: '100003', tcm: 'tcm:100003', quantity: 3 },
    });
    expect(itemLimit.statusCode).toBe(409);
    expect(itemLimit.json()).toMatchObject({ error: 'ITEM_LIMIT', limit: 2, status: 409 });
    expect(
      (
        await shopper.change({
          setArticle: { productId: '200002', tcm: 'tcm:200002', quantity: 4 },
        })
      ).json(),
    ).toMatchObject({
      error: 'AVAILABILITY_LIMIT',
      limit: 3,
    });
    expect(
      (
        await shopper.change({
          setArticle: { productId: '200003', tcm: 'tcm:200003', quantity: 1 },
        })
      ).json(),
    ).toMatchObject({
      error: 'AVAILABILITY_LIMIT',
      limit: 0,
    });
    expect(
      (
        await shopper.change({
          setArticle: { productId: '300003', tcm: 'tcm:300003', quantity: 1 },
        })
      ).json(),
    ).toMatchObject({
      error: 'AVAILABILITY_LIMIT',
      limit: 0,
    });
    for (let i = 0; i < 2; i += 1)
      expect(
        (await shopper.send('POST', `${CART_URL}/articles`, { productId: '100003' })).statusCode,
      ).toBe(200);
    expect(
      (await shopper.send('POST', `${CART_URL}/articles`, { productId: '100003' })).json(),
    ).toMatchObject({ error: 'ITEM_LIMIT', limit: 2 });
    expect(quantities(await shopper.cart())).toEqual({ '100003': 2 });
  });

  it('enforces CART_LIMIT from the site settings', async () => {
    // Set the way an operator would, on the database itself.
    await api.db
      .updateTable('cart_settings')
      .set({ max_articles: 3 })
      .where('site', '=', 'AT')
      .execute();
    try {
      const shopper = visitor('AT');
      expect(
        (await shopper.change({ setArticle: { productId: '100001', tcm: '', quantity: 3 } }))
          .statusCode,
      ).toBe(200);
      const refused = await shopper.change({
        setGiftCard: { productId: 'GC-25', tcm: '', set: true },
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ error: 'CART_LIMIT', limit: 3 });
      expect(
        (
          await shopper.change({ setArticle: { productId: '100002', tcm: '', quantity: 1 } })
        ).json(),
      ).toMatchObject({ error: 'CART_LIMIT', limit: 3 });
      // Fewer pieces are always fine.
      expect(
        (await shopper.change({ setArticle: { productId: '100001', tcm: '', quantity: 1 } }))
          .statusCode,
      ).toBe(200);
    } finally {
      await api.db
        .updateTable('cart_settings')
        .set({ max_articles: 50 })
        .where('site', '=', 'AT')
        .execute();
    }
  });

  it.each([
    ['no body kind', {}],
    [
      'two body kinds',
      {
        setArticle: { productId: '100001', tcm: '', quantity: 1 },
        deleteSubscription: { subscriptionId: 'SUB-COFFEE' },
      },
    ],
    ['a negative quantity', { setArticle: { productId: '100001', tcm: '', quantity: -1 } }],
    ['a fractional quantity', { setArticle: { productId: '100001', tcm: '', quantity: 1.5 } }],
    ['a missing field', { setGiftCard: { productId: 'GC-25', tcm: '' } }],
    [
      'an unknown field',
      { setPartnerProduct: { partnerProductId: 'PP-1001', set: true, extra: 1 } },
    ],
    [
      'a string for a boolean',
      { setFreeArticle: { productId: '100002', campaignId: 'WELCOME', remove: 'no' } },
    ],
    ['an empty id', { deleteSubscription: { subscriptionId: '' } }],
    ['an array', [{ setArticle: { productId: '100001', tcm: '', quantity: 1 } }]],
  ])('refuses %s with 400 and a problem body, changing nothing', async (_name, body) => {
    const shopper = visitor();
    await shopper.change({ setArticle: { productId: '100001', tcm: '', quantity: 1 } });
    const before = await shopper.cart();
    const response = await shopper.change(body);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({
      status: 400,
      type: 'urn:storefront:invalid-request',
      errors: expect.any(Array),
    });
    expect(await shopper.cart()).toEqual(before);
  });

  it('refuses malformed JSON and a bad demo variant with 400', async () => {
    const shopper = visitor();
    const raw = await api.inject({
      method: 'POST',
      url: CART_URL,
      headers: { 'content-type': 'application/json' },
      payload: '{"setArticle":',
    });
    expect(raw.statusCode).toBe(400);
    expect(raw.json()).toMatchObject({ status: 400 });
    expect(
      (await shopper.send('POST', `${CART_URL}/demo`, { variant: 'everything' })).statusCode,
    ).toBe(400);
  });

  it('lists defective items and unavailable articles of the demo cart with problems', async () => {
    const shopper = visitor('HU');
    const response = await shopper.send('POST', `${CART_URL}/demo`, { variant: 'withProblems' });
    const { cart } = CartResponseSchema.parse(response.json());
    expect(cart.articles.map((a) => [a.productId, a.availability])).toEqual([
      ['100001', 'AVAILABLE'],
      ['300003', 'NOT_AVAILABLE'],
    ]);
    expect(cart.freeArticles).toEqual([
      expect.objectContaining({
        productId: '200003',
        availability: 'SOLDOUT',
        campaignId: 'SOLDOUT-GIFT',
      }),
    ]);
    expect(cart.defectiveGiftCards).toEqual([
      { article: expect.objectContaining({ productId: 'GC-50', price: 20000 }) },
    ]);
    expect(cart.numberOfArticles).toBe(2 + 1 + 1 + 1 + 1 + 1);
  });

  it('loses none of 50 concurrent changes to one cart, from two API processes on one database', async () => {
    const products = await stockConcurrentCartProducts(api.db, 10);
    const shopper = visitor('SK');
    // One change first, so that every concurrent request carries the same cart cookie.
    await shopper.change({ setGiftCard: { productId: 'GC-25', tcm: '', set: true } });
    await shopper.change({ setGiftCard: { productId: 'GC-25', tcm: '', set: false } });
    // A second API process on the same database: in one process the requests never interleave inside
    // a transaction, across processes only the database's lock (SQLite's file lock, PostgreSQL's row
    // lock on the cart) keeps read-modify-write safe.
    const other = await startSecondApi(api.config);
    try {
      const adds = products.flatMap((productId, index) =>
        Array.from({ length: 10 }, (_, n) =>
          (index + n) % 2 === 0
            ? shopper
                .send('POST', `${CART_URL}/articles`, { productId })
                .then((response) => response.statusCode)
            : other.post(
                `${CART_URL}/articles`,
                { productId },
                { cart_id: shopper.cookie ?? '', site: 'SK' },
              ),
        ),
      );
      expect(await Promise.all(adds)).toEqual(Array(50).fill(200));
    } finally {
      other.stop();
    }
    const cart = await shopper.cart();
    expect(quantities(cart)).toEqual(Object.fromEntries(products.map((id) => [id, 10])));
    expect(cart.numberOfArticles).toBe(50);
    // The cart now holds the site's CART_LIMIT (50): one more piece of anything is refused.
    expect(
      (await shopper.change({ setGiftCard: { productId: 'GC-25', tcm: '', set: true } })).json(),
    ).toMatchObject({ error: 'CART_LIMIT', limit: 50 });
  }, 60_000);

  it('keeps a cart across an API restart', async () => {
    const shopper = visitor('TR');
    await shopper.change({ setArticle: { productId: '300001', tcm: '', quantity: 2 } });
    await api.app.close();
    const restarted = await createApiApp(api.config);
    try {
      const response = await restarted.inject({
        method: 'GET',
        url: CART_URL,
        headers: { 'x-hunter-site': 'TR' },
        cookies: { cart_id: shopper.cookie ?? '' },
      });
      expect(quantities(CartResponseSchema.parse(response.json()).cart)).toEqual({ '300001': 2 });
    } finally {
      await restarted.close();
    }
  });
});
