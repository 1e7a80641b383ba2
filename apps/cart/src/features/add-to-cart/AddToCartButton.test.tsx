import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTestLocale } from '@storefront/i18n';
import { CartError } from '../cart-state/cartApi';
import { addToCart } from './addToCart';
import { AddToCartButton } from './AddToCartButton';

jest.mock('./addToCart');
const addMock = jest.mocked(addToCart);
const props = { site: 'HU', locale: 'hu-HU', platform: 'CLASSIC', pageType: 'home', reduced: false, productId: '100003', productTitle: 'Esperto Caffè', available: true } as const;

beforeAll(() => useTestLocale('hu-HU', ['common', 'cart', 'ui']));

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

  it('cannot be used for a product that is not available', async () => {
    render(<AddToCartButton {...props} available={false} />);
    expect(await screen.findByRole('button', { name: 'Kosárba: Esperto Caffè' })).toBeDisabled();
  });
});
