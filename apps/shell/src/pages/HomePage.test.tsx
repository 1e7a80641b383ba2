import { render, screen } from '@testing-library/react';
import type { InitialState, Product } from '@storefront/contracts';
import { useTestLocale } from '@storefront/i18n';
import { fetchProducts } from '../features/catalogue/catalogueApi';
import HomePage from './HomePage';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(() => new Promise(() => undefined)),
  registerRemotes: jest.fn(),
}));
jest.mock('../features/catalogue/catalogueApi', () => ({
  ...jest.requireActual('../features/catalogue/catalogueApi'),
  fetchProducts: jest.fn(),
}));
const fetchMock = jest.mocked(fetchProducts);

const props = {
  site: 'PL',
  locale: 'pl-PL',
  platform: 'CLASSIC',
  pageType: 'home',
  reduced: false,
} as const;
const state: InitialState = {
  ...props,
  staff: false,
  path: '/',
  registry: {},
  consentScriptUrl: '',
  prefetched: {},
};
const product: Product = {
  id: '100001',
  tcm: 'tcm:100001',
  title: 'Barista Espresso, ziarnista',
  category: 'coffee',
  price: 29.99,
  imageUrl: '/i.svg',
  productViewUrl: '/p/100001',
  availability: 'AVAILABLE',
};

beforeAll(() => useTestLocale('pl-PL', ['common', 'shell']));
beforeEach(() => fetchMock.mockReset());

describe('HomePage', () => {
  it('shows the products its loadServerData embedded, with the prices the server formatted, without asking again', async () => {
    render(
      <HomePage
        state={state}
        props={props}
        serverData={{ products: [{ ...product, priceText: '29,99\u00a0zł' }] }}
      />,
    );
    expect(
      await screen.findByRole('link', { name: 'Barista Espresso, ziarnista' }),
    ).toHaveAttribute('href', '/p/100001');
    expect(screen.getByText(/29,99\s*zł/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks the catalogue when nothing valid was embedded', async () => {
    fetchMock.mockResolvedValue([product]);
    render(<HomePage state={state} props={props} serverData={{ products: [{ id: 1 }] }} />);
    expect(
      await screen.findByRole('link', { name: 'Barista Espresso, ziarnista' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/29,99\s*zł/)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('PL');
  });

  it('says so when the catalogue cannot be reached', async () => {
    fetchMock.mockRejectedValue(new Error('down'));
    render(<HomePage state={state} props={props} serverData={undefined} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Produktów nie można teraz wyświetlić.',
    );
  });
});
