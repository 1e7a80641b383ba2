import { render, screen } from '@testing-library/react';
import { PromotionHeadline } from './PromotionHeadline';

// HSC-3.1-9: which of the two shows is the style sheet's (below 767 px), asserted in a real browser
// at both sides of the breakpoint (e2e/navigation.spec.ts); here, what the server's HTML holds.
describe('a promotion headline', () => {
  it('holds the headline and its short form, each marked for its width', () => {
    render(
      <PromotionHeadline
        promotion={{
          headline: 'Nur diese Woche: 15 % auf alle Kaffeemaschinen',
          headlineShort: '15 % auf Kaffeemaschinen',
        }}
        as="strong"
      />,
    );
    const long = screen.getByText('Nur diese Woche: 15 % auf alle Kaffeemaschinen');
    const short = screen.getByText('15 % auf Kaffeemaschinen');
    expect(long.closest('strong')).toBe(short.closest('strong'));
    expect(long).toHaveClass('headlineLong');
    expect(short).toHaveClass('headlineShort');
  });

  it('is the headline alone without a short form, and nothing without a headline', () => {
    const { container, rerender } = render(
      <PromotionHeadline promotion={{ headline: 'Neue Woche' }} as="p" className="headline" />,
    );
    expect(container.innerHTML).toBe('<p class="headline">Neue Woche</p>');
    rerender(<PromotionHeadline promotion={{ headlineShort: 'Kurz' }} as="p" />);
    expect(container).toBeEmptyDOMElement();
  });
});
