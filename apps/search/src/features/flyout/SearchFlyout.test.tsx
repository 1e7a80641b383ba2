import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTestLocale } from '@storefront/i18n';
import { SearchFlyout } from './SearchFlyout';
import { SEARCH_FLYOUT_OPEN_CLASS } from './flyoutConstants';

beforeAll(() => useTestLocale('hu-HU', ['common', 'search']));
afterEach(() => {
  delete window.storefrontNativeApp;
});

function renderFlyout() {
  const toggles: boolean[] = [];
  window.addEventListener('search:flyout-toggle', (event) =>
    toggles.push((event as CustomEvent<{ open: boolean }>).detail.open),
  );
  render(<SearchFlyout>{() => <input aria-label="term" />}</SearchFlyout>);
  return toggles;
}

it('opens over an overlay, sets the page class and reports the toggle', async () => {
  const toggles = renderFlyout();
  const user = userEvent.setup();
  const opener = screen.getByRole('button', { name: 'Keresés megnyitása' });
  expect(opener).toHaveAttribute('aria-expanded', 'false');
  await user.click(opener);
  // HSC-2.1-2: the search icon opens a search flyout.
  expect(opener).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('dialog', { name: 'Keresés' })).toBeVisible();
  // HSC-4.8-2: opening it sets the open class on the page and shows the overlay...
  expect(document.documentElement).toHaveClass(SEARCH_FLYOUT_OPEN_CLASS);
  expect(document.querySelector('[data-search-overlay]')).not.toBeNull();
  expect(toggles).toEqual([true]);
});

it('the back button goes back in browser history, which closes the flyout', async () => {
  renderFlyout();
  const user = userEvent.setup();
  const back = jest
    .spyOn(window.history, 'back')
    .mockImplementation(() => window.dispatchEvent(new PopStateEvent('popstate')));
  await user.click(screen.getByRole('button', { name: 'Keresés megnyitása' }));
  await user.click(screen.getByRole('button', { name: 'Vissza' }));
  // HSC-2.3-8: without the native app the back button uses browser history.
  expect(back).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('dialog')).toBeNull();
  // HSC-4.8-2: ...closing it removes both.
  expect(document.documentElement).not.toHaveClass(SEARCH_FLYOUT_OPEN_CLASS);
  expect(document.querySelector('[data-search-overlay]')).toBeNull();
  expect(screen.getByRole('button', { name: 'Keresés megnyitása' })).toHaveFocus();
  back.mockRestore();
});

it('inside the native app the back button uses the app’s back action', async () => {
  renderFlyout();
  const user = userEvent.setup();
  const appBack = jest.fn();
  window.storefrontNativeApp = { back: appBack };
  const historyBack = jest.spyOn(window.history, 'back');
  await user.click(screen.getByRole('button', { name: 'Keresés megnyitása' }));
  await user.click(screen.getByRole('button', { name: 'Vissza' }));
  // HSC-2.3-8: the native app's back action when present.
  expect(appBack).toHaveBeenCalledTimes(1);
  expect(historyBack).not.toHaveBeenCalled();
  expect(screen.queryByRole('dialog')).toBeNull();
  historyBack.mockRestore();
});

it('the browser’s own Back closes an open flyout', async () => {
  renderFlyout();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Keresés megnyitása' }));
  await act(async () => window.dispatchEvent(new PopStateEvent('popstate')));
  expect(screen.queryByRole('dialog')).toBeNull();
});
