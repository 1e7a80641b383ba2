import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTestLocale } from '@storefront/i18n';
import { CategoryBanner } from './CategoryBanner';
import { normalisePromotion } from './normalise';

describe('CategoryBanner (spec sections 2 and 4)', () => {
  beforeAll(() => useTestLocale('de-DE', ['navigation', 'ui']));
  beforeEach(() => {
    window.dataLayer = [];
  });

  it('opens its call to action in a new tab, said in the accessible name', () => {
    render(
      <CategoryBanner
        promotionId="~category_coffee"
        promotion={normalisePromotion({
          voucherOrButton: 'BUTTON',
          ctaButtonText: 'Zum Kaffee',
          ctaButtonLink: '/c/coffee',
        })}
      />,
    );
    const cta = screen.getByRole('link', { name: 'Zum Kaffee (öffnet in neuem Tab)' });
    // HSC-2.2-7: the call-to-action link opens in a new tab.
    expect(cta).toHaveAttribute('target', '_blank');
    expect(cta).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('HSC-2.2-7: shows its voucher code with the instructions for it beside it, and no call to action', () => {
    render(
      <CategoryBanner
        promotionId="~category_coffee"
        promotion={normalisePromotion({
          voucherOrButton: 'VOUCHER',
          voucherCode: 'KAFFEE15',
          voucherCodeInstructions: 'Im Warenkorb eingeben',
          ctaButtonText: 'Zum Kaffee',
          ctaButtonLink: '/c/coffee',
        })}
      />,
    );
    const code = screen.getByText('KAFFEE15');
    const instructions = screen.getByText('Im Warenkorb eingeben');
    expect(instructions.parentElement).toBe(code.parentElement);
    expect(screen.queryByRole('link', { name: /Zum Kaffee/ })).toBeNull();
  });

  it('sends click cta and promotion_click for its call to action', async () => {
    render(
      <CategoryBanner
        promotionId="~category_coffee"
        promotion={normalisePromotion({
          voucherOrButton: 'BUTTON',
          ctaButtonText: 'Zum Kaffee',
          ctaButtonLink: '/c/coffee',
        })}
      />,
    );
    const cta = screen.getByRole('link', { name: 'Zum Kaffee (öffnet in neuem Tab)' });
    cta.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(cta);
    expect(window.dataLayer).toEqual([
      {
        event: 'ga_event',
        eventCategory: 'promotion',
        eventAction: 'click cta',
        eventLabel: '/c/coffee',
      },
      {
        event: 'promotion_click',
        click_type: 'internal_link',
        click_target: '/c/coffee',
        specification: 'SEARCH',
      },
    ]);
  });

  it('toggles the legal hint, and only its first opening sends open_legal', async () => {
    render(
      <CategoryBanner
        promotionId="~category_coffee"
        promotion={normalisePromotion({
          voucherCode: 'KAFFEE10',
          legalTextHintShort: 'Bedingungen',
          legalText: 'Mindestbestellwert 20 €',
        })}
      />,
    );
    const hint = screen.getByRole('button', { name: 'Bedingungen' });
    await userEvent.click(hint);
    // HSC-2.2-7 / HSC-4.4-1: the legal-hint expander toggles open and closed.
    expect(screen.getByText('Mindestbestellwert 20 €')).toBeVisible();
    await userEvent.click(hint);
    expect(screen.queryByText('Mindestbestellwert 20 €')).not.toBeVisible();
    await userEvent.click(hint);
    // HSC-4.4-1: only the first opening sends open_legal.
    expect(window.dataLayer).toEqual([
      {
        event: 'ga_event',
        eventCategory: 'promotion',
        eventAction: 'open legal',
        eventLabel: '~category_coffee',
      },
      {
        event: 'promotion_click',
        click_type: 'open_legal',
        click_target: '~category_coffee',
        specification: 'SEARCH',
      },
    ]);
  });
});
