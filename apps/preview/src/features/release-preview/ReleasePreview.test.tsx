import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTestLocale } from '@storefront/i18n';
import { http, HttpError } from '@storefront/platform';
import type {
  PreviewableRelease,
  ReleaseChoiceResponse,
  ReleaseLinkResponse,
  ReleaseListResponse,
} from '@storefront/preview-schemas';
import { ReleasePreview } from './ReleasePreview';

// The page-wide http client stands in for the server (its API is being written against the same
// contract, apps/preview/schemas/src/releasePreview.ts): the calls, their bodies and the answers.
jest.mock('@storefront/platform', () => ({
  ...jest.requireActual<object>('@storefront/platform'),
  http: { request: jest.fn(), get: jest.fn(), postJson: jest.fn(), putJson: jest.fn() },
}));
const client = jest.mocked(http);

/** An ISO date-time for a local date, so the shown date reads the same in every time zone. */
const at = (year: number, month: number, day: number, hours: number, minutes: number) =>
  new Date(year, month - 1, day, hours, minutes).toISOString();

const FOOTER_NEW: PreviewableRelease = {
  id: 'a1b2c3d4e5f6',
  published: at(2027, 3, 10, 9, 45),
  publisher: 'footer-team',
  live: [],
  canary: ['HU'],
};
const FOOTER_LIVE: PreviewableRelease = {
  id: '0123456789ab',
  published: at(2027, 3, 1, 14, 5),
  publisher: null,
  live: ['DE', 'AT'],
  canary: [],
};
const SEARCH_NEW: PreviewableRelease = {
  id: 'fedcba987654',
  published: at(2027, 3, 12, 16, 30),
  publisher: 'search-team',
  live: [],
  canary: [],
};
const SEARCH_LIVE: PreviewableRelease = {
  id: '00000000beef',
  published: at(2027, 2, 20, 8, 0),
  publisher: 'search-team',
  live: ['DE', 'AT', 'CH'],
  canary: ['PL'],
};
const LIST: ReleaseListResponse = {
  remotes: { footer: [FOOTER_NEW, FOOTER_LIVE], search: [SEARCH_NEW, SEARCH_LIVE], cart: [] },
  chosen: { search: SEARCH_NEW.id },
};
const LINK: ReleaseLinkResponse = {
  url: 'https://www.example.de/release-preview?link=signed.abc',
  expires: at(2027, 3, 19, 18, 0),
};

const RELEASES = '/service/release-preview/api/releases';
const CHOICE = '/service/release-preview/api/choice';
const LINK_PATH = '/service/release-preview/api/link';

/** A promise the test settles itself, to look at the dialog while a call runs. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

const optionLabels = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);
const remoteSection = (remote: string) => screen.getByRole('region', { name: remote });

async function openDialog(reload = jest.fn()) {
  render(<ReleasePreview site="AT" onChosen={reload} />);
  await userEvent.click(screen.getByRole('button', { name: 'Preview releases' }));
  expect(screen.getByRole('dialog', { name: 'Preview releases' })).toBeInTheDocument();
  await screen.findByText('Releases loaded.');
  return reload;
}

beforeAll(() => useTestLocale('de-DE', ['preview', 'ui']));
beforeEach(() => {
  jest.resetAllMocks();
  client.get.mockResolvedValue(LIST);
});
afterEach(() => {
  jest.restoreAllMocks();
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
});

describe('ReleasePreview', () => {
  it('lists the published releases of each remote that has some, the current choice preselected', async () => {
    const list = deferred<ReleaseListResponse>();
    client.get.mockReturnValueOnce(list.promise);
    render(<ReleasePreview site="AT" />);
    const opener = screen.getByRole('button', { name: 'Preview releases' });
    expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(opener);
    expect(screen.getByText('Loading releases...')).toHaveAttribute('role', 'status');
    expect(client.get).toHaveBeenCalledWith(RELEASES, expect.anything(), { noCache: true });
    await act(async () => list.resolve(LIST));

    expect(screen.getByText('Releases loaded.')).toHaveAttribute('role', 'status');
    const footer = screen.getByRole('combobox', { name: 'footer release' });
    expect(optionLabels(footer)).toEqual([
      'Live release (no preview)',
      'a1b2c3d4e5f6 · footer-team · 10 Mar 2027, 09:45 · canary on HU',
      '0123456789ab · unknown team · 1 Mar 2027, 14:05 · live on DE, AT',
    ]);
    expect(footer).toHaveDisplayValue('Live release (no preview)');
    const search = screen.getByRole('combobox', { name: 'search release' });
    expect(optionLabels(search)).toEqual([
      'Live release (no preview)',
      'fedcba987654 · search-team · 12 Mar 2027, 16:30',
      '00000000beef · search-team · 20 Feb 2027, 08:00 · live on DE, AT, CH · canary on PL',
    ]);
    expect(search).toHaveDisplayValue('fedcba987654 · search-team · 12 Mar 2027, 16:30');
    expect(
      within(remoteSection('search')).getByText('Now previewing release fedcba987654.'),
    ).toBeInTheDocument();
    // A remote without releases gets no select.
    expect(screen.queryByRole('combobox', { name: 'cart release' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('combobox')).toHaveLength(2);
  });

  it('"Preview this release" sends the chosen release, stays busy meanwhile, then reloads the page', async () => {
    const answer = deferred<ReleaseChoiceResponse['chosen']>();
    client.putJson.mockReturnValueOnce(answer.promise.then((chosen) => ({ chosen })));
    const reload = await openDialog();
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'footer release' }),
      '0123456789ab · unknown team · 1 Mar 2027, 14:05 · live on DE, AT',
    );
    const submit = within(remoteSection('footer')).getByRole('button', {
      name: 'Preview this release',
    });
    await userEvent.click(submit);

    expect(client.putJson).toHaveBeenCalledTimes(1);
    expect(client.putJson).toHaveBeenCalledWith(
      CHOICE,
      { remote: 'footer', release: '0123456789ab' },
      expect.anything(),
    );
    expect(submit).toHaveAttribute('aria-busy', 'true');
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(submit);
    expect(client.putJson).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();

    await act(async () => answer.resolve({ footer: '0123456789ab', search: SEARCH_NEW.id }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('"Live release (no preview)" ends the preview of that remote with DELETE, then reloads', async () => {
    client.request.mockResolvedValueOnce({ status: 200, data: { chosen: {} } });
    const reload = await openDialog();
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'search release' }),
      'Live release (no preview)',
    );
    await userEvent.click(
      within(remoteSection('search')).getByRole('button', { name: 'Preview this release' }),
    );
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(client.request).toHaveBeenCalledWith('DELETE', CHOICE, undefined, {
      params: { remote: 'search' },
      schema: expect.anything(),
    });
    expect(client.putJson).not.toHaveBeenCalled();
  });

  it('a refused release shows the server’s reason as an alert and changes nothing', async () => {
    const detail = 'Release 0123456789ab of footer failed its test render: the footer threw.';
    client.putJson.mockRejectedValueOnce(
      new HttpError('status', 'The server answered 409.', 409, {
        type: 'urn:storefront:release-refused',
        title: 'The release cannot be previewed.',
        status: 409,
        detail,
      }),
    );
    const reload = await openDialog();
    const footer = screen.getByRole('combobox', { name: 'footer release' });
    await userEvent.selectOptions(
      footer,
      '0123456789ab · unknown team · 1 Mar 2027, 14:05 · live on DE, AT',
    );
    const submit = within(remoteSection('footer')).getByRole('button', {
      name: 'Preview this release',
    });
    await userEvent.click(submit);

    expect(await screen.findByRole('alert')).toHaveTextContent(detail);
    expect(reload).not.toHaveBeenCalled();
    expect(submit).not.toHaveAttribute('aria-busy');
    expect(submit).toHaveFocus();
    expect(footer).toHaveDisplayValue(
      '0123456789ab · unknown team · 1 Mar 2027, 14:05 · live on DE, AT',
    );
    // Still not previewed: no link to offer.
    expect(
      within(remoteSection('footer')).queryByRole('button', { name: 'Create preview link' }),
    ).not.toBeInTheDocument();

    // Dismissed by keyboard, and the next try starts without it.
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a failure without a reason says "Previewing the release failed."', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    client.putJson.mockRejectedValueOnce(
      new HttpError('status', 'The server answered 502.', 502, '<html>Bad gateway</html>'),
    );
    const reload = await openDialog();
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'footer release' }),
      'a1b2c3d4e5f6 · footer-team · 10 Mar 2027, 09:45 · canary on HU',
    );
    await userEvent.click(
      within(remoteSection('footer')).getByRole('button', { name: 'Preview this release' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Previewing the release failed.');
    expect(reload).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalled();
  });

  it('"Create preview link" for a previewed remote shows the link, its expiry, and copies it', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    client.postJson.mockResolvedValueOnce(LINK);
    await openDialog();
    // Only a remote previewed now has a preview to link to.
    expect(
      within(remoteSection('footer')).queryByRole('button', { name: 'Create preview link' }),
    ).not.toBeInTheDocument();
    const search = remoteSection('search');
    const create = within(search).getByRole('button', { name: 'Create preview link' });
    expect(create).toHaveAccessibleDescription('Now previewing release fedcba987654.');
    await userEvent.click(create);

    const field = await within(search).findByRole('textbox', { name: 'Preview link' });
    expect(client.postJson).toHaveBeenCalledWith(
      LINK_PATH,
      { remote: 'search', release: 'fedcba987654', site: 'AT' },
      expect.anything(),
    );
    expect(field).toHaveValue(LINK.url);
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveAccessibleDescription('Valid until 19 Mar 2027, 18:00');
    expect(field).toHaveFocus();

    await userEvent.click(within(search).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(LINK.url);
    expect(within(search).getByRole('status')).toHaveTextContent('Link copied');
  });

  it('without a clipboard, "Copy link" selects the link for the keyboard and says so', async () => {
    client.postJson.mockResolvedValueOnce(LINK);
    await openDialog();
    const search = remoteSection('search');
    await userEvent.click(within(search).getByRole('button', { name: 'Create preview link' }));
    const field = await within(search).findByRole<HTMLInputElement>('textbox', {
      name: 'Preview link',
    });
    const copy = within(search).getByRole('button', { name: 'Copy link' });
    await userEvent.click(copy);
    expect(within(search).getByRole('status')).toHaveTextContent(
      'Copying failed: the link is selected, copy it with the keyboard.',
    );
    expect(field).toHaveFocus();
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, LINK.url.length]);
  });

  it('a refused link shows the server’s reason', async () => {
    client.postJson.mockRejectedValueOnce(
      new HttpError('status', 'The server answered 403.', 403, {
        type: 'urn:storefront:forbidden',
        title: 'Forbidden.',
        status: 403,
        detail: 'Links to a preview need a staff login.',
      }),
    );
    await openDialog();
    await userEvent.click(
      within(remoteSection('search')).getByRole('button', { name: 'Create preview link' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Links to a preview need a staff login.',
    );
    expect(screen.queryByRole('textbox', { name: 'Preview link' })).not.toBeInTheDocument();
  });

  it('a failed list says "Loading the releases failed." and "Try again" fetches it again', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    client.get.mockRejectedValueOnce(new HttpError('network', 'offline'));
    render(<ReleasePreview site="AT" />);
    await userEvent.click(screen.getByRole('button', { name: 'Preview releases' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Loading the releases failed.');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(
      'Fetching the releases to preview failed.',
      expect.any(HttpError),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('combobox', { name: 'footer release' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Releases loaded.')).toHaveFocus();
    expect(client.get).toHaveBeenCalledTimes(2);
  });

  it('says so when no remote has a published release', async () => {
    client.get.mockResolvedValueOnce({ remotes: { footer: [] }, chosen: {} });
    render(<ReleasePreview site="AT" />);
    await userEvent.click(screen.getByRole('button', { name: 'Preview releases' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'No published releases to preview.',
    );
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('a previewed release the list no longer holds stays chosen, so its preview can end', async () => {
    client.get.mockResolvedValueOnce({ remotes: {}, chosen: { cart: '999999999999' } });
    await openDialog();
    const cart = screen.getByRole('combobox', { name: 'cart release' });
    expect(optionLabels(cart)).toEqual(['Live release (no preview)', '999999999999']);
    expect(cart).toHaveValue('999999999999');
  });

  it('fetches the list again each time the dialog opens, and tells the panel it is open', async () => {
    const onOpenChange = jest.fn();
    render(<ReleasePreview site="AT" onOpenChange={onOpenChange} />);
    const opener = screen.getByRole('button', { name: 'Preview releases' });
    await userEvent.click(opener);
    await screen.findByText('Releases loaded.');
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await userEvent.click(opener);
    await screen.findByText('Releases loaded.');
    expect(client.get).toHaveBeenCalledTimes(2);
  });
});
