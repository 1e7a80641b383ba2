import { render, screen, waitFor, within } from '@testing-library/react';
import { useTestLocale } from '@storefront/i18n';
import { PromotionSlot } from './PromotionSlot';
import { fetchPromotion } from './promotionApi';

jest.mock('./promotionApi', () => ({
  ...jest.requireActual<object>('./promotionApi'),
  fetchPromotion: jest.fn(),
}));

describe('PromotionSlot', () => {
  beforeAll(() => useTestLocale('de-DE', ['navigation']));

  it('shows the promotion the document server fetched on its first render, without a request', () => {
    const initial = {
      type: 'ApiTopBannerPromotion',
      contentJSON: JSON.stringify({ promotionTextLong: 'Nur diese Woche: 15 % auf alles' }),
    };
    render(<PromotionSlot promotionId="~header_top" site="DE" initial={initial} />);
    // HSC-4.2-1: fetched on the server, reused on the client: shown at once, no request.
    // Synchronously: a banner that appeared a render later would push the page down.
    expect(screen.getByText('Nur diese Woche: 15 % auf alles')).toBeInTheDocument();
    expect(fetchPromotion).not.toHaveBeenCalled();
  });

  it('fetches a promotion the document server did not', async () => {
    jest.mocked(fetchPromotion).mockResolvedValue({
      type: 'ApiTopBannerPromotion',
      contentJSON: JSON.stringify({ promotionTextLong: 'Aus dem Netz' }),
    });
    render(<PromotionSlot promotionId="~header_top" site="AT" />);
    expect(screen.queryByText('Aus dem Netz')).not.toBeInTheDocument();
    // HSC-4.2-1: a promotion the server did not fetch is fetched on the client.
    expect(await screen.findByText('Aus dem Netz')).toBeInTheDocument();
    expect(fetchPromotion).toHaveBeenCalledWith('~header_top', 'AT', {
      allOfTags: [],
      anyOfTags: [],
      noneOfTags: [],
    });
  });

  describe('loading rules (spec section 4, "Promotion load")', () => {
    const fetched: { promotionId: string; fetched: boolean }[] = [];
    const onFetched = (event: Event) =>
      fetched.push((event as CustomEvent<{ promotionId: string; fetched: boolean }>).detail);
    beforeEach(() => {
      fetched.length = 0;
      jest.mocked(fetchPromotion).mockReset();
      window.addEventListener('navigation:promotion-fetched', onFetched);
    });
    afterEach(() => window.removeEventListener('navigation:promotion-fetched', onFetched));

    it('refetches when a tag filter changes', async () => {
      jest.mocked(fetchPromotion).mockResolvedValue(null);
      const { rerender } = render(
        <PromotionSlot promotionId="~header_top" site="DE" tags={{ anyOfTags: ['app'] }} />,
      );
      await waitFor(() => expect(fetchPromotion).toHaveBeenCalledTimes(1));
      rerender(<PromotionSlot promotionId="~header_top" site="DE" tags={{ anyOfTags: ['app'] }} />);
      rerender(<PromotionSlot promotionId="~header_top" site="DE" tags={{ anyOfTags: ['web'] }} />);
      // HSC-4.2-2: refetched when a tag filter changes (an equal filter asks nothing).
      await waitFor(() => expect(fetchPromotion).toHaveBeenCalledTimes(2));
      expect(fetchPromotion).toHaveBeenLastCalledWith('~header_top', 'DE', {
        allOfTags: [],
        anyOfTags: ['web'],
        noneOfTags: [],
      });
      // HSC-4.2-2: and when the promotion id changes.
      rerender(
        <PromotionSlot promotionId="~header_benefits" site="DE" tags={{ anyOfTags: ['web'] }} />,
      );
      await waitFor(() => expect(fetchPromotion).toHaveBeenCalledTimes(3));
      expect(fetchPromotion).toHaveBeenLastCalledWith('~header_benefits', 'DE', {
        allOfTags: [],
        anyOfTags: ['web'],
        noneOfTags: [],
      });
    });

    it.each([
      ['a failed fetch', null],
      [
        'an unknown type',
        { type: 'ApiCountdownPromotion', contentJSON: '{"headline":"Countdown"}' },
      ],
    ])('shows nothing for %s and reports fetched false', async (_case, answer) => {
      jest.mocked(fetchPromotion).mockResolvedValue(answer);
      const { container } = render(<PromotionSlot promotionId="~category_sale" site="HU" />);
      // HSC-4.2-3 / HSC-8-1: a failed fetch or an unknown type shows nothing and the fetched event reports false.
      await waitFor(() =>
        expect(fetched).toEqual([{ promotionId: '~category_sale', fetched: false }]),
      );
      expect(container).toBeEmptyDOMElement();
    });

    it('shows at most four benefit links', async () => {
      const links = ['a', 'b', 'c', 'd', 'e'].map((slot) => ({
        url: `/${slot}`,
        text: `Vorteil ${slot}`,
        slot,
      }));
      jest.mocked(fetchPromotion).mockResolvedValue({
        type: 'ApiHeaderBenefitsPromotion',
        contentJSON: JSON.stringify({ links }),
      });
      render(<PromotionSlot promotionId="~header_benefits" site="DE" />);
      const strip = await screen.findByRole('navigation', { name: 'Ihre Vorteile' });
      // HSC-2.2-9 / HSC-9-5: the benefits strip shows at most four links.
      expect(
        within(strip)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Vorteil a', 'Vorteil b', 'Vorteil c', 'Vorteil d']);
      expect(fetched).toEqual([{ promotionId: '~header_benefits', fetched: true }]);
    });

    it('shows a phase-integration promotion with its responsive image, headline, subline and one link', async () => {
      const content = {
        headline: 'Alles für ein gemütliches Zuhause',
        subline: 'Neue Ideen',
        image: {
          alt: 'Küche',
          cutouts: [
            { imagePath: '/wide.svg', targetSize: { width: 1200, height: 300 }, breakpoint: 'xl' },
            { imagePath: '/small.svg', targetSize: { width: 600, height: 300 } },
          ],
        },
        linkURL: '/c/household',
        linkText: 'Zu den Haushaltsideen',
      };
      jest
        .mocked(fetchPromotion)
        .mockResolvedValue({ type: 'ApiPiPromotion', contentJSON: JSON.stringify(content) });
      const { container } = render(<PromotionSlot promotionId="~category_household" site="DE" />);
      const section = await screen.findByRole('region', { name: 'Empfehlung' });
      // HSC-3.1-3: each cutout's imagePath and targetSize; a breakpoint makes a media query.
      expect(within(section).getByRole('img', { name: 'Küche' })).toHaveAttribute(
        'src',
        '/small.svg',
      );
      expect(within(section).getByRole('img', { name: 'Küche' })).toHaveAttribute('width', '600');
      expect(container.querySelector('source')).toHaveAttribute('media', '(min-width: 1024px)');
      expect(section).toHaveTextContent('Alles für ein gemütliches Zuhause');
      expect(section).toHaveTextContent('Neue Ideen');
      expect(within(section).getAllByRole('link')).toHaveLength(1);
      expect(within(section).getByRole('link', { name: 'Zu den Haushaltsideen' })).toHaveAttribute(
        'href',
        '/c/household',
      );
    });
  });
});
