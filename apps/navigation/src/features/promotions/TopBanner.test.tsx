import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emit, type StorefrontEventName } from '@storefront/contracts';
import { useTestLocale } from '@storefront/i18n';
import { TopBanner } from './TopBanner';
import { normalisePromotion } from './normalise';

const promotion = normalisePromotion({
  promotionTextLong: 'Nur diese Woche',
  legalText: 'Gültig bis Sonntag',
  link: { url: '/themeworlds', text: 'Jetzt entdecken' },
});

function renderBanner() {
  render(<TopBanner promotionId="~header_top" promotion={promotion} />);
  return {
    legal: screen.getByRole('button', { name: 'Rechtliche Hinweise' }),
    text: screen.getByText('Gültig bis Sonntag'),
  };
}

describe('TopBanner legal text (spec section 4)', () => {
  beforeAll(() => useTestLocale('de-DE', ['navigation']));
  beforeEach(() => {
    window.dataLayer = [];
  });

  it('is closed at first, opens on click with an open-legal event and ga_event, closes on a second click', async () => {
    const opened: string[] = [];
    const onOpen = (event: Event) =>
      opened.push((event as CustomEvent<{ promotionId: string }>).detail.promotionId);
    window.addEventListener('navigation:open-legal', onOpen);
    const { legal, text } = renderBanner();
    // HSC-2.2-6 / HSC-4.3-1: the top banner's legal text expands; it is closed at first.
    expect(text).not.toBeVisible();
    await userEvent.click(legal);
    expect(text).toBeVisible();
    expect(legal).toHaveAttribute('aria-expanded', 'true');
    // HSC-4.3-1: a click opens it and reports an open-legal event.
    expect(opened).toEqual(['~header_top']);
    expect(window.dataLayer).toEqual([
      {
        event: 'ga_event',
        eventCategory: 'promotion',
        eventAction: 'open legal',
        eventLabel: '~header_top',
      },
      {
        event: 'promotion_click',
        click_type: 'open_legal',
        click_target: '~header_top',
        specification: 'SEARCH',
      },
    ]);
    // HSC-4.3-1: a second click closes it.
    await userEvent.click(legal);
    expect(text).not.toBeVisible();
    window.removeEventListener('navigation:open-legal', onOpen);
  });

  it.each<[StorefrontEventName, string]>([
    ['navigation:flyout-toggle', 'a navigation flyout'],
    ['search:flyout-toggle', 'the search flyout'],
  ])('closes when %s reports an opening (%s)', async (name) => {
    const { legal, text } = renderBanner();
    await userEvent.click(legal);
    expect(text).toBeVisible();
    act(() => emit(name, { open: false, id: '' }));
    expect(text).toBeVisible();
    // HSC-4.3-2: it closes when a header flyout or the navigation opens.
    act(() => emit(name, { open: true, id: '/c/coffee' }));
    expect(text).not.toBeVisible();
  });

  it('closes on a downward scroll, not an upward one', async () => {
    const { legal, text } = renderBanner();
    window.scrollY = 200;
    await userEvent.click(legal);
    window.scrollY = 100;
    fireEvent.scroll(window);
    expect(text).toBeVisible();
    // HSC-4.3-2: it closes on a downward page scroll.
    window.scrollY = 300;
    fireEvent.scroll(window);
    expect(text).not.toBeVisible();
  });
});
