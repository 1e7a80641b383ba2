import { within } from '@testing-library/react';
import type { Locale, RemoteProps } from '@storefront/contracts';
import { confirmSubscription } from '../features/double-opt-in/doubleOptInApi';
import DoubleOptInPage, { loadServerData as loadDoubleOptIn } from './DoubleOptIn';
import SignUp, { loadServerData as loadSignUp } from './SignUp';
import SignUpPage, { loadServerData as loadSignUpPage } from './SignUpPage';
import { serverRenderAndHydrate } from '@storefront/testing';
import { requestContext, withTexts } from '../testing/serverRendering';

jest.mock('../features/double-opt-in/doubleOptInApi', () => ({
  ...jest.requireActual('../features/double-opt-in/doubleOptInApi'),
  confirmSubscription: jest.fn(),
}));
const confirmMock = jest.mocked(confirmSubscription);
const TOKEN = 'b'.repeat(43);

const SITES: [RemoteProps['site'], Locale][] = [
  ['DE', 'de-DE'],
  ['HU', 'hu-HU'],
  ['TR', 'tr-TR'],
];

beforeEach(() => {
  confirmMock.mockReset();
  confirmMock.mockReturnValue(new Promise(() => undefined));
  document.body.innerHTML = '';
});

describe.each(SITES)('hydrating the server markup on %s', (site, locale) => {
  const props = (pageType: RemoteProps['pageType'], serverData: unknown): RemoteProps => ({
    site,
    locale,
    platform: 'CLASSIC',
    pageType,
    reduced: false,
    serverData,
  });
  const context = (path: string, query: string, pageType: RemoteProps['pageType'] = 'home') =>
    requestContext({ site, locale, path, query, pageType });

  it.each([
    '',
    'newsletter=success',
    'newsletter=email.regex',
    'newsletter=error',
    'newsletter=firstName.required,lastName.required',
  ])('the sign-up block (query %j) hydrates without a mismatch', async (query) => {
    window.history.replaceState(null, '', `/c/coffee${query ? `?${query}` : ''}`);
    const data = await loadSignUp(context('/c/coffee', query));
    const {
      container,
      errors: complaints,
      unmount,
    } = await serverRenderAndHydrate(withTexts(locale, <SignUp {...props('home', data)} />));
    expect(complaints).toEqual([]);
    expect(within(container).getByRole('heading', { level: 2 })).toBeInTheDocument();
    unmount();
  });

  it('the newsletter page hydrates without a mismatch and keeps its plain form', async () => {
    window.history.replaceState(null, '', '/subscribenewsletter');
    const data = await loadSignUpPage(context('/subscribenewsletter', '', 'newsletter'));
    const {
      container,
      errors: complaints,
      unmount,
    } = await serverRenderAndHydrate(
      withTexts(locale, <SignUpPage {...props('newsletter', data)} />),
    );
    expect(complaints).toEqual([]);
    expect(container.querySelector('form')).toHaveAttribute('method', 'post');
    unmount();
  });

  it('the confirmation page hydrates in its pending state, then confirms in the browser', async () => {
    window.history.replaceState(null, '', `/subscribenewsletter/confirm?token=${TOKEN}`);
    const data = await loadDoubleOptIn(
      context('/subscribenewsletter/confirm', `token=${TOKEN}`, 'newsletterConfirm'),
    );
    const { errors: complaints, unmount } = await serverRenderAndHydrate(
      withTexts(locale, <DoubleOptInPage {...props('newsletterConfirm', data)} />),
    );
    expect(complaints).toEqual([]);
    expect(confirmMock).toHaveBeenCalledWith(site, TOKEN, expect.any(AbortSignal));
    unmount();
  });

  it('the confirmation page without a token hydrates as the sign-up and confirms nothing', async () => {
    window.history.replaceState(null, '', '/subscribenewsletter/confirm');
    const data = await loadDoubleOptIn(
      context('/subscribenewsletter/confirm', '', 'newsletterConfirm'),
    );
    const {
      container,
      errors: complaints,
      unmount,
    } = await serverRenderAndHydrate(
      withTexts(locale, <DoubleOptInPage {...props('newsletterConfirm', data)} />),
    );
    expect(complaints).toEqual([]);
    expect(container.querySelector('form')).not.toBeNull();
    expect(confirmMock).not.toHaveBeenCalled();
    unmount();
  });
});
