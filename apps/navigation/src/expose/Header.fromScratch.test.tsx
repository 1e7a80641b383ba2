import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { fetchPersonalDataOnce, SLOT_DATA_WAIT_MS } from '@storefront/platform';
import type { PromotionResponse } from '@storefront/navigation-schemas';
import Header from './Header';
import { fetchNavigation, fetchThemeWorlds } from '../features/main-nav/navigationApi';
import { fetchPromotion } from '../features/promotions/promotionApi';
import {
  WORDS,
  benefits,
  headerProps,
  headerTree,
  localeInstance,
  topBanner,
} from '../testing/serverRender';

// A header the browser renders from scratch (the page left to the browser, or a slot the server
// could only give its fallback) has no server data: it shows once its promotions are in, so no
// banner pushes the page under the shopper's pointer afterwards.
jest.mock('../features/main-nav/navigationApi');
jest.mock('../features/promotions/promotionApi', () => ({
  ...jest.requireActual<object>('../features/promotions/promotionApi'),
  fetchPromotion: jest.fn(),
}));
jest.mock('@storefront/platform', () => ({
  ...jest.requireActual<object>('@storefront/platform'),
  fetchPersonalDataOnce: jest.fn(),
}));

const promotion = jest.mocked(fetchPromotion);
const never = () => new Promise<never>(() => undefined);

beforeEach(() => {
  for (const request of [fetchNavigation, fetchThemeWorlds, fetchPersonalDataOnce])
    jest.mocked(request).mockReset().mockImplementation(never);
  promotion.mockReset();
});
afterEach(() => jest.useRealTimers());

async function renderFromScratch(path: string) {
  window.history.replaceState(null, '', path);
  const instance = await localeInstance('de-DE');
  // Awaited: React schedules the suspended render's retry only from an awaited act.
  await act(async () => {
    render(
      headerTree(
        instance,
        <Suspense fallback={<div role="status">placeholder</div>}>
          {<Header {...headerProps('DE')} />}
        </Suspense>,
      ),
    );
  });
}

it('shows nothing but the placeholder until its promotions are in, then the header with its banners at once, asking each once', async () => {
  const answers = new Map<string, (response: PromotionResponse | null) => void>();
  promotion.mockImplementation((id) => new Promise((resolve) => answers.set(id, resolve)));
  await renderFromScratch('/c/coffee');

  expect(screen.getByRole('status')).toHaveTextContent('placeholder');
  expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  expect([...answers.keys()]).toEqual([
    '~header_top',
    '~header_benefits',
    '~category_coffee',
    '~header_pi',
  ]);

  await act(async () => {
    answers.get('~header_top')?.(topBanner(WORDS.DE.banner));
    answers.get('~header_benefits')?.(benefits([WORDS.DE.benefit]));
    answers.get('~category_coffee')?.(null);
  });
  expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  await act(async () => answers.get('~header_pi')?.(null));

  const header = await screen.findByRole('banner');
  expect(header).toHaveTextContent(WORDS.DE.banner);
  expect(screen.getByRole('link', { name: WORDS.DE.benefit })).toHaveAttribute(
    'href',
    '/benefit-0',
  );
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(promotion).toHaveBeenCalledTimes(4);
});

it('shows without the promotions still missing after its wait, which then load in their places', async () => {
  jest.useFakeTimers();
  promotion.mockImplementation((id) =>
    id === '~header_top'
      ? never()
      : Promise.resolve(id === '~header_benefits' ? benefits([WORDS.DE.benefit]) : null),
  );
  await renderFromScratch('/content/about');
  expect(screen.queryByRole('banner')).not.toBeInTheDocument();

  await act(async () => jest.advanceTimersByTime(SLOT_DATA_WAIT_MS - 1));
  expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  await act(async () => jest.advanceTimersByTime(1));

  expect(await screen.findByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: WORDS.DE.benefit })).toBeInTheDocument();
  // The top banner was not in: its place asks for it again, as a header without server data always did.
  expect(promotion.mock.calls.filter(([id]) => id === '~header_top')).toHaveLength(2);
});
