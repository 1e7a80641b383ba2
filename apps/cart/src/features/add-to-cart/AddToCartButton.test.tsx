import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CART_ADD_FORM_PATH } from '@storefront/cart-schemas';
import { useTestLocale } from '@storefront/i18n';
import { CartError } from '../../shared/cart-state/cartApi';
import { addToCart } from './addToCart';
import { AddToCartButton } from './AddToCartButton';

jest.mock('./addToCart');
const addMock = jest.mocked(addToCart);
const props = {
  site: 'HU',
  locale: 'hu-HU',
  platform: 'CLASSIC',
  pageType: 'home',
  reduced: false,
  productId: '100003',
  productTitle: 'Esperto Caffè',
  available: true,
} as const;

beforeAll(() => useTestLocale('hu-HU', ['common', 'cart', 'ui']));
beforeEach(() => addMock.mockReset());

describe('AddToCartButton', () => {
  it('adds the product and says so', async () => {
    addMock.mockResolvedValueOnce();
    render(<AddToCartButton {...props} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Kosárba: Esperto Caffè' }));
    expect(addMock).toHaveBeenCalledWith('HU', '100003');
    expect(await screen.findByRole('status')).toHaveTextContent('A kosárban');
  });

  it('shows the cart’s limit message when the server refuses', async () => {
    addMock.mockRejectedValueOnce(new CartError('ITEM_LIMIT', 2));
    render(<AddToCartButton {...props} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Kosárba: Esperto Caffè' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('2');
  });

  it('is a plain form too: a click before hydration or without JavaScript posts it and returns to this page', async () => {
    render(
      <AddToCartButton
        {...props}
        serverData={{ path: '/p/100003', query: 'ref=home&cart=added&cartProduct=100001' }}
      />,
    );
    const button = await screen.findByRole('button', { name: 'Kosárba: Esperto Caffè' });
    expect(button).toHaveAttribute('type', 'submit');
    const form = button.closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', CART_ADD_FORM_PATH);
    expect(Object.fromEntries(new FormData(form ?? undefined))).toEqual({
      productId: '100003',
      site: 'HU',
      returnTo: '/p/100003?ref=home',
    });
  });

  it('shows the outcome of its own plain post, not another product’s', async () => {
    const { unmount } = render(
      <AddToCartButton
        {...props}
        serverData={{ path: '/', query: 'cart=added&cartProduct=100003' }}
      />,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('A kosárban');
    unmount();
    render(
      <AddToCartButton
        {...props}
        serverData={{ path: '/', query: 'cart=ITEM_LIMIT.2&cartProduct=100003' }}
      />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('2');
    render(
      <AddToCartButton
        {...props}
        productId="100001"
        serverData={{ path: '/', query: 'cart=added&cartProduct=100003' }}
      />,
    );
    expect(screen.getAllByRole('status')[1]).toHaveTextContent('');
    expect(addMock).not.toHaveBeenCalled();
  });

  it('cannot be used for a product that is not available', async () => {
    render(<AddToCartButton {...props} available={false} />);
    expect(await screen.findByRole('button', { name: 'Kosárba: Esperto Caffè' })).toBeDisabled();
  });
});
