import { render, screen } from '@testing-library/react';
import { INITIAL_STATE_ELEMENT_ID, prefetchedPromotionKey } from '@storefront/contracts';
import { useTestLocale } from '@storefront/i18n';
import { PromotionSlot } from './PromotionSlot';
import { fetchPromotion } from './promotionApi';

jest.mock('./promotionApi', () => ({ ...jest.requireActual<object>('./promotionApi'), fetchPromotion: jest.fn() }));

function pageStateWith(prefetched: Record<string, unknown>): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = INITIAL_STATE_ELEMENT_ID;
  element.textContent = JSON.stringify({ prefetched });
  document.head.append(element);
}

describe('PromotionSlot', () => {
  beforeAll(() => useTestLocale('de-DE', ['navigation']));
  afterEach(() => document.getElementById(INITIAL_STATE_ELEMENT_ID)?.remove());

  it('shows the promotion the document server fetched on its first render, without a request', () => {
    pageStateWith({
      [prefetchedPromotionKey('~header_top', 'DE')]: { type: 'ApiTopBannerPromotion', contentJSON: JSON.stringify({ promotionTextLong: 'Nur diese Woche: 15 % auf alles' }) },
    });
    render(<PromotionSlot promotionId="~header_top" site="DE" />);
    // Synchronously: a banner that appeared a render later would push the page down.
    expect(screen.getByText('Nur diese Woche: 15 % auf alles')).toBeInTheDocument();
    expect(fetchPromotion).not.toHaveBeenCalled();
  });

  it('fetches a promotion the document server did not', async () => {
    jest.mocked(fetchPromotion).mockResolvedValue({ type: 'ApiTopBannerPromotion', contentJSON: JSON.stringify({ promotionTextLong: 'Aus dem Netz' }) });
    render(<PromotionSlot promotionId="~header_top" site="AT" />);
    expect(screen.queryByText('Aus dem Netz')).not.toBeInTheDocument();
    expect(await screen.findByText('Aus dem Netz')).toBeInTheDocument();
    expect(fetchPromotion).toHaveBeenCalledWith('~header_top', 'AT', { allOfTags: [], anyOfTags: [], noneOfTags: [] });
  });
});
