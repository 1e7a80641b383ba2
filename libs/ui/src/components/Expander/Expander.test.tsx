import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTestLocale } from '@storefront/i18n';
import { Expander } from './Expander';

describe('Expander', () => {
  it('NFPL-9-8: shows the German defaults Mehr anzeigen / Weniger anzeigen and toggles its content', async () => {
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
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toHaveTextContent(
      'Alle Details',
    );
    expect(onToggle).toHaveBeenLastCalledWith(true);
  });

  it('takes given labels and can start open', async () => {
    render(
      <Expander moreLabel="More" lessLabel="Less" defaultOpen>
        Body
      </Expander>,
    );
    expect(await screen.findByRole('button', { name: 'Less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  // NFPL-9-8: spec 9 "Expander default texts are German ('Mehr anzeigen' / 'Weniger anzeigen')", on every site.
  it.each(['hu-HU', 'cs-CZ', 'fr-CH', 'tr-TR'] as const)(
    'NFPL-9-8: keeps the German defaults on a %s page, marked as German',
    async (locale) => {
      await useTestLocale(locale, ['ui']);
      render(<Expander>x</Expander>);
      const toggle = await screen.findByRole('button', { name: 'Mehr anzeigen' });
      expect(screen.getByText('Mehr anzeigen')).toHaveAttribute('lang', 'de');
      await userEvent.click(toggle);
      expect(toggle).toHaveAccessibleName('Weniger anzeigen');
    },
  );
});
