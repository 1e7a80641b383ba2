import { fireEvent, render, screen } from '@testing-library/react';
import { useTestLocale } from '@storefront/i18n';
import { THEME_NAMES } from '../tokens/themes';
import UiCatalogue from './UiCatalogue';

// The page is large: role queries over all of it are slow in jsdom, so this test uses direct
// queries; roles and names are checked in the components' own tests and by axe end to end.
describe('UiCatalogue', () => {
  beforeAll(() => useTestLocale('de-DE', ['ui']));

  it('shows every component and every theme, and repaints in the chosen theme', async () => {
    const { container } = render(<UiCatalogue />);
    expect(await screen.findByText('UI catalogue', { selector: 'h1' })).toBeInTheDocument();
    const sections = [...container.querySelectorAll('h2')].map((heading) => heading.textContent);
    expect(sections).toEqual([
      'Buttons',
      'Badges',
      'Notifications',
      'Copy button',
      'Expander and expansion panel',
      'Modal',
      'Rating',
      'Aspect ratio and responsive image',
      'Form kit',
      'Themes',
    ]);
    for (const theme of THEME_NAMES) {
      expect(screen.getByTestId(`theme-${theme}-primary`)).toHaveAttribute('data-theme', theme);
      expect(screen.getByTestId(`theme-${theme}-secondary`)).toHaveAttribute(
        'data-theme-type',
        'secondary',
      );
    }
    fireEvent.change(screen.getByLabelText('Theme'), { target: { value: 'coffee-dark' } });
    expect(container.firstChild).toHaveAttribute('data-theme', 'coffee-dark');
    fireEvent.click(screen.getByText('Open modal L'));
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog).toHaveAttribute('data-theme', 'coffee-dark');
    expect(dialog).toHaveAccessibleName('Preview settings (L)');
    fireEvent.click(screen.getByText('Set preview settings'));
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  }, 20_000);
});
