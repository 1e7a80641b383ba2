import { cartReturnPath, parseCartOutcome, withoutCartOutcome } from './cartForm';

describe('the add-to-cart form outcome in the address', () => {
  it('round-trips every outcome through the return path', () => {
    const added = cartReturnPath('/p/100001?ref=home#top', { kind: 'added', productId: '100001' });
    expect(added).toBe('/p/100001?ref=home&cart=added&cartProduct=100001#top');
    expect(parseCartOutcome(new URL(added, 'http://x.invalid').search)).toEqual({
      kind: 'added',
      productId: '100001',
    });
    const refused = cartReturnPath('/', {
      kind: 'refused',
      productId: '100003',
      error: 'ITEM_LIMIT',
      limit: 2,
    });
    expect(parseCartOutcome(new URL(refused, 'http://x.invalid').search)).toEqual({
      kind: 'refused',
      productId: '100003',
      error: 'ITEM_LIMIT',
      limit: 2,
    });
    expect(parseCartOutcome('cart=CARTSTORAGE_UNAVAILABLE&cartProduct=1')).toEqual({
      kind: 'refused',
      productId: '1',
      error: 'CARTSTORAGE_UNAVAILABLE',
    });
  });

  it.each([
    ['', 'no parameters'],
    ['cart=added', 'no product'],
    ['cart=added&cartProduct=<script>', 'a product id with markup'],
    ['cart=HACKED&cartProduct=1', 'an unknown code'],
    ['cart=ITEM_LIMIT.2.3&cartProduct=1', 'an extra part'],
    ['cart=ITEM_LIMIT.-1&cartProduct=1', 'a negative limit'],
    ['cart=ITEM_LIMIT.9999999&cartProduct=1', 'an absurd limit'],
  ])('reads %j (%s) as no outcome', (query) => {
    expect(parseCartOutcome(query)).toBeUndefined();
  });

  it('strips the outcome from the page address the form returns to', () => {
    expect(withoutCartOutcome('/search?query=kaffee&cart=added&cartProduct=1')).toBe(
      '/search?query=kaffee',
    );
  });
});
