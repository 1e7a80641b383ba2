import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NavigationNode } from '@storefront/navigation-schemas';
import { useTestLocale } from '@storefront/i18n';
import { DrillDownFlyout } from './DrillDownFlyout';
import { MainNav } from './MainNav';
import { fetchNavigation, fetchThemeWorlds } from './navigationApi';

jest.mock('./navigationApi');

const coffee: NavigationNode = {
  title: 'Kaffee',
  href: '/c/kaffee',
  children: [
    {
      title: 'Bohnen',
      href: '/c/kaffee-bohnen',
      children: [{ title: 'Espresso', href: '/c/espresso', children: [] }],
    },
    { title: 'Kapseln', href: '/c/kapseln', children: [] },
  ],
  teaser: {
    title: 'Entdecken',
    items: [
      { title: 'Röstkunde', linkTitle: 'Mehr', imageSrc: 'roast.svg', href: '/content/roesten' },
    ],
  },
};

/** header-search-cart.md section 7 (calls made, tracking): the navigation's actions go to the data layer as ga_event (HSC-7-11). */
describe('navigation tracking', () => {
  beforeAll(() => useTestLocale('de-DE', ['navigation', 'common']));
  beforeEach(() => {
    window.dataLayer = [];
  });
  const gaEvents = () =>
    (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'ga_event');

  it('sends drilldown, link click and flyout teaser click from the drill-down flyout', async () => {
    render(<DrillDownFlyout node={coffee} path="" onClose={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Bohnen' }));
    for (const link of [
      screen.getByRole('link', { name: 'Espresso' }),
      screen.getByRole('link', { name: 'Alles in Kaffee' }),
      screen.getByRole('link', { name: /Röstkunde/ }),
    ]) {
      link.addEventListener('click', (event) => event.preventDefault());
      await userEvent.click(link);
    }
    expect(gaEvents()).toEqual([
      {
        event: 'ga_event',
        eventCategory: 'navigation',
        eventAction: 'drilldown',
        eventLabel: 'Bohnen',
      },
      {
        event: 'ga_event',
        eventCategory: 'navigation',
        eventAction: 'link click',
        eventLabel: 'Espresso',
      },
      {
        event: 'ga_event',
        eventCategory: 'navigation',
        eventAction: 'link click',
        eventLabel: 'Kaffee',
      },
      {
        event: 'ga_event',
        eventCategory: 'navigation',
        eventAction: 'flyout teaser click',
        eventLabel: 'Röstkunde',
      },
    ]);
  });

  it('sends main item click for a main entry followed with the mouse', async () => {
    jest
      .mocked(fetchNavigation)
      .mockResolvedValue([{ title: 'Geschenke', href: '/c/geschenke', children: [] }]);
    jest.mocked(fetchThemeWorlds).mockResolvedValue(undefined);
    render(<MainNav site="DE" locale="de-DE" />);
    const entry = await screen.findByRole('link', { name: 'Geschenke' });
    entry.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(entry);
    expect(gaEvents()).toEqual([
      {
        event: 'ga_event',
        eventCategory: 'navigation',
        eventAction: 'main item click',
        eventLabel: 'Geschenke',
      },
    ]);
  });
});
