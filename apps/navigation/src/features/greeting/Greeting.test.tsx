import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toHeaderPersonalData, UNINITIALIZED_PERSONAL_DATA } from '@storefront/platform';
import { useTestLocale } from '@storefront/i18n';
import { Greeting } from './Greeting';

const customer = {
  firstname: 'Anna',
  lastname: 'Schneider',
  loyaltyBeans: 120,
  statuses: { isCommunityMember: true, isStorefrontcardMember: false },
};

describe('greeting', () => {
  beforeAll(() => useTestLocale('de-DE', ['navigation']));

  it('shows nothing until the personal data is there, keeping its place', () => {
    const { container } = render(<Greeting site="DE" data={UNINITIALIZED_PERSONAL_DATA} />);
    expect(container).toHaveTextContent('');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('greets a logged-in visitor with name, beans, flags and links (mobile plan in DE only)', async () => {
    const data = toHeaderPersonalData({ tracking: { loginStatus: 'LOGGED_IN' }, customer });
    const { rerender } = render(<Greeting site="DE" data={data} />);
    // HSC-1-6 / HSC-2.2-10 / HSC-6-1: a logged-in visitor gets the personal greeting with the name.
    await userEvent.click(await screen.findByRole('button', { name: 'Hallo Anna Schneider' }));
    // HSC-2.2-10: loyalty beans, the loyalty-card and community flags, links to orders, watch list, beans, mobile plan, community.
    expect(screen.getByText('Treuebohnen: 120')).toBeVisible();
    expect(screen.getByText('Community-Mitglied')).toBeVisible();
    expect(screen.queryByText('Storefront Card Mitglied')).toBeNull();
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/orders',
      '/watchlist',
      '/beanaccount',
      '/mobile',
      '/community',
    ]);
    rerender(<Greeting site="AT" data={data} />);
    // HSC-2.2-10: the mobile plan is DE only.
    expect(screen.queryByRole('link', { name: 'Mobilfunktarif' })).toBeNull();
  });

  it('logs out with a form that posts the anti-forgery token and this page to /logout', async () => {
    document.cookie = 'csrf_token=token-123';
    window.history.pushState({}, '', '/search?q=kaffee');
    render(
      <Greeting
        site="DE"
        data={toHeaderPersonalData({ tracking: { loginStatus: 'LOGGED_IN' }, customer })}
      />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Hallo Anna Schneider' }));
    // HSC-2.2-10: and logout.
    const logout = screen.getByRole('button', { name: 'Abmelden' });
    const form = logout.closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/logout');
    expect(Object.fromEntries(new FormData(form))).toEqual({
      csrf_token: 'token-123',
      returnTo: '/search?q=kaffee',
    });
    expect(screen.queryByRole('link', { name: 'Abmelden' })).toBeNull();
  });

  it('treats REMEMBERED like logged in, and welcomes others with login and register', async () => {
    // HSC-4.1-1 / HSC-3.2-1: REMEMBERED counts as logged in or remembered.
    expect(
      toHeaderPersonalData({ tracking: { loginStatus: 'REMEMBERED' }, customer })
        .loggedInOrRemembered,
    ).toBe(true);
    render(
      <Greeting
        site="DE"
        data={toHeaderPersonalData({ tracking: { loginStatus: 'LOGGED_OUT' } })}
      />,
    );
    // HSC-2.2-10 / HSC-6-1: a logged-out visitor gets a welcome with login and register.
    await userEvent.click(await screen.findByRole('button', { name: 'Willkommen' }));
    expect(screen.getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Registrieren' })).toHaveAttribute('href', '/signup');
  });
});
