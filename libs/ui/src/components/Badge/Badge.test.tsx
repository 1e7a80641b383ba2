import { render, screen } from '@testing-library/react';
import { useTestLocale } from '@storefront/i18n';
import { Badge, badgeText } from './Badge';

describe('Badge', () => {
  beforeAll(() => useTestLocale('de-DE', ['ui']));

  it('shows counts up to 99 and +99 above, smaller', async () => {
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('+99');
    expect(badgeText(12, 9)).toBe('+9');
    const { container, rerender } = render(<Badge count={99} />);
    expect(container.firstChild).toHaveTextContent(/^99$/);
    rerender(<Badge count={150} />);
    expect(await screen.findByText('+99')).toBeInTheDocument();
    expect(screen.getByText('mehr als 99')).toBeInTheDocument();
    expect(container.firstChild).toHaveClass('overflow');
  });

  it('shows text content in its variant', () => {
    const { container } = render(<Badge variant="sale">-20 %</Badge>);
    expect(container.firstChild).toHaveTextContent('-20 %');
    expect(container.firstChild).toHaveClass('sale');
  });
});
