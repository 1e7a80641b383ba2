import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTestLocale } from '@storefront/i18n';
import { Expander } from './Expander';

describe('Expander', () => {
  it('shows the German defaults Mehr anzeigen / Weniger anzeigen and toggles its content', async () => {
    await useTestLocale('de-DE', ['ui']);
    const onToggle = jest.fn();
    render(<Expander onToggle={onToggle}>Alle Details</Expander>);
    const toggle = await screen.findByRole('button', { name: 'Mehr anzeigen' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Alle Details')).not.toBeVisible();
    await userEvent.click(toggle);
    expect(toggle).toHaveAccessibleName('Weniger anzeigen');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Alle Details')).toBeVisible();
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toHaveTextContent('Alle Details');
    expect(onToggle).toHaveBeenLastCalledWith(true);
  });

  it('takes given labels and can start open', async () => {
    render(
      <Expander moreLabel="More" lessLabel="Less" defaultOpen>
        Body
      </Expander>,
    );
    expect(await screen.findByRole('button', { name: 'Less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('is localised for Hungarian', async () => {
    await useTestLocale('hu-HU', ['ui']);
    render(<Expander>x</Expander>);
    expect(await screen.findByRole('button', { name: 'Több megjelenítése' })).toBeInTheDocument();
  });
});
