import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTestLocale } from '@storefront/i18n';
import { emit, on, type RemoteProps } from '@storefront/contracts';
import { type CheckAuthResponse } from '@storefront/preview-schemas';
import { PreviewPanel } from './PreviewPanel';
import { PreviewSettingsForm } from './PreviewSettingsForm';
// NFPL-9-4: spec 9 "Preview auth renewal 5 minutes", the literal value, not the code's constant.
const SPEC_PREVIEW_RENEWAL_MS = 5 * 60 * 1000;
import * as api from './previewApi';

jest.mock('./previewApi', () => ({
  checkAuth: jest.fn(),
  renewAuth: jest.fn(),
  logout: jest.fn(),
  applyPreview: jest.fn(),
  fetchTestsAt: jest.fn(),
}));
const mocked = api as jest.Mocked<typeof api>;

const PROPS: RemoteProps = {
  site: 'DE',
  locale: 'de-DE',
  platform: 'CLASSIC',
  pageType: 'home',
  reduced: false,
};
const NO_PREVIEW: CheckAuthResponse = {
  status: 'SUCCESS',
  dateTime: null,
  abTestName: null,
  abTestGroup: null,
};
const TESTS = [
  { name: 'NEWSLETTER_BUBBLE', groups: [{ name: 'CONTROL' }, { name: 'BIG_BUBBLE' }] },
  { name: 'XMAS_TOPBANNER', groups: [{ name: 'A' }, { name: 'B' }, { name: 'C' }] },
];
const NOW = () => new Date(2026, 11, 24, 10, 30);

beforeAll(() => useTestLocale('de-DE', ['preview', 'ui']));
beforeEach(() => {
  jest.resetAllMocks();
  mocked.checkAuth.mockResolvedValue(NO_PREVIEW);
  mocked.renewAuth.mockResolvedValue('SUCCESS');
  mocked.fetchTestsAt.mockResolvedValue(TESTS);
  mocked.applyPreview.mockResolvedValue('SUCCESS');
  mocked.logout.mockResolvedValue('SUCCESS');
});
afterEach(() => jest.restoreAllMocks());

/** Clearing a date field passes through an empty date, which the spec answers with now and a logged error. */
async function retypeDate(value: string) {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const date = screen.getByLabelText('Date');
  await userEvent.clear(date);
  await userEvent.type(date, value);
  expect(error).toHaveBeenCalledWith(
    'Invalid preview date "": expected YYYY-MM-DD; using the current date and time.',
  );
}

const nameSelect = () => screen.getByRole('combobox', { name: 'Name' });
const groupSelect = () => screen.getByRole('combobox', { name: 'Group' });
const optionLabels = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

async function openForm(current: CheckAuthResponse = NO_PREVIEW, onLoggedOut = jest.fn()) {
  render(<PreviewSettingsForm current={current} now={NOW} onLoggedOut={onLoggedOut} />);
  await userEvent.click(screen.getByRole('button', { name: 'A/B Test settings' }));
  await screen.findByText('Active tests found.');
  return onLoggedOut;
}

describe('PreviewPanel', () => {
  it('NFPL-2.3-6, NFPL-4.3-1: renders nothing unless the auth check says SUCCESS', async () => {
    for (const status of ['UNAUTHORIZED', 'INTERNAL_ERROR'] as const) {
      mocked.checkAuth.mockResolvedValueOnce({ ...NO_PREVIEW, status });
      const { container, unmount } = render(<PreviewPanel {...PROPS} />);
      await waitFor(() => expect(mocked.checkAuth).toHaveBeenCalled());
      await act(async () => undefined);
      expect(container).toBeEmptyDOMElement();
      unmount();
    }
  });

  it("NFPL-2.3-1, NFPL-2.3-4: opens the 'Preview settings' dialog, which closes on Escape and gives focus back", async () => {
    render(<PreviewPanel {...PROPS} />);
    const opener = await screen.findByRole('button', { name: 'Preview settings' });
    expect(screen.getByRole('complementary', { name: 'Staff preview' })).toBeInTheDocument();
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Preview settings' });
    expect(within(dialog).getByLabelText('Date')).toHaveFocus();
    expect(within(dialog).getByLabelText('Time')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'A/B Test settings' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(
      within(dialog).getByRole('button', { name: 'Set preview settings' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('NFPL-4.3-6, NFPL-9-4: renews the staff login every 5 minutes while the dialog is open, not while closed', async () => {
    jest.useFakeTimers();
    try {
      render(<PreviewPanel {...PROPS} />);
      const opener = await screen.findByRole('button', { name: 'Preview settings' });
      await act(() => jest.advanceTimersByTimeAsync(SPEC_PREVIEW_RENEWAL_MS * 2));
      expect(mocked.renewAuth).not.toHaveBeenCalled();
      act(() => opener.click());
      await act(() => jest.advanceTimersByTimeAsync(SPEC_PREVIEW_RENEWAL_MS - 1));
      expect(mocked.renewAuth).not.toHaveBeenCalled();
      await act(() => jest.advanceTimersByTimeAsync(1));
      expect(mocked.renewAuth).toHaveBeenCalledTimes(1);
      await act(() => jest.advanceTimersByTimeAsync(SPEC_PREVIEW_RENEWAL_MS));
      expect(mocked.renewAuth).toHaveBeenCalledTimes(2);
      act(() => screen.getByRole('button', { name: 'Close' }).click());
      await act(() => jest.advanceTimersByTimeAsync(SPEC_PREVIEW_RENEWAL_MS * 3));
      expect(mocked.renewAuth).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('disappears without asking the server when staff log out in another tab; comes back after a new login there', async () => {
    jest.useFakeTimers();
    try {
      render(<PreviewPanel {...PROPS} />);
      const opener = await screen.findByRole('button', { name: 'Preview settings' });
      act(() => opener.click());
      expect(screen.getByRole('dialog', { name: 'Preview settings' })).toBeInTheDocument();
      expect(mocked.checkAuth).toHaveBeenCalledTimes(1);

      act(() => emit('preview:staff-login-changed', { loggedIn: false, fromOtherTab: true }));
      expect(
        screen.queryByRole('complementary', { name: 'Staff preview' }),
      ).not.toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(mocked.checkAuth).toHaveBeenCalledTimes(1);
      // Hidden, it no longer renews the staff login.
      await act(() => jest.advanceTimersByTimeAsync(SPEC_PREVIEW_RENEWAL_MS * 2));
      expect(mocked.renewAuth).not.toHaveBeenCalled();

      act(() => emit('preview:staff-login-changed', { loggedIn: true, fromOtherTab: true }));
      expect(
        await screen.findByRole('complementary', { name: 'Staff preview' }),
      ).toBeInTheDocument();
      expect(mocked.checkAuth).toHaveBeenCalledTimes(2);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('a shown panel keeps working when staff log in again in another tab, without asking the server', async () => {
    render(<PreviewPanel {...PROPS} />);
    const opener = await screen.findByRole('button', { name: 'Preview settings' });
    act(() => emit('preview:staff-login-changed', { loggedIn: true, fromOtherTab: true }));
    expect(mocked.checkAuth).toHaveBeenCalledTimes(1);
    await userEvent.click(opener);
    expect(screen.getByRole('dialog', { name: 'Preview settings' })).toBeInTheDocument();
  });

  it('reopens the dialog with the settings applied last', async () => {
    render(<PreviewPanel {...PROPS} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Preview settings' }));
    await retypeDate('2027-03-10');
    await userEvent.click(screen.getByRole('button', { name: 'Set preview settings' }));
    await screen.findByText('Settings applied successfully.');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('complementary', { name: 'Staff preview' })).toHaveTextContent(
      'Preview active: 10 Mar 2027,',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Preview settings' }));
    expect(screen.getByLabelText('Date')).toHaveValue('2027-03-10');
  });
});

describe('PreviewSettingsForm', () => {
  it('NFPL-2.3-5, NFPL-4.3-5, NFPL-8-7: lists the tests of the date: Loading tests..., then Active tests found. with None and each test', async () => {
    let resolve: (tests: typeof TESTS) => void = () => undefined;
    mocked.fetchTestsAt.mockReturnValueOnce(new Promise((done) => (resolve = done)));
    render(<PreviewSettingsForm current={NO_PREVIEW} now={NOW} />);
    await userEvent.click(screen.getByRole('button', { name: 'A/B Test settings' }));
    expect(screen.getByText('Loading tests...')).toBeInTheDocument();
    expect(nameSelect()).toBeDisabled();
    expect(optionLabels(nameSelect())).toEqual(['Loading...']);
    await act(async () => resolve(TESTS));
    expect(screen.getByText('Active tests found.')).toBeInTheDocument();
    expect(optionLabels(nameSelect())).toEqual([
      'Select an A/B test',
      'None',
      'NEWSLETTER_BUBBLE',
      'XMAS_TOPBANNER',
    ]);
    expect(optionLabels(groupSelect())).toEqual(['Select a group']);
    expect(mocked.fetchTestsAt).toHaveBeenCalledWith(new Date(2026, 11, 24, 10, 30));
  });

  it("NFPL-4.3-5, NFPL-8-7: shows 'Failed to fetch AB tests.' with only 'None', and 'No active tests for this date.'", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mocked.fetchTestsAt.mockRejectedValueOnce(new Error('down'));
    const { unmount } = render(<PreviewSettingsForm current={NO_PREVIEW} now={NOW} />);
    await userEvent.click(screen.getByRole('button', { name: 'A/B Test settings' }));
    expect(await screen.findByText('Failed to fetch AB tests.')).toBeInTheDocument();
    expect(optionLabels(nameSelect())).toEqual(['None']);
    unmount();
    mocked.fetchTestsAt.mockResolvedValueOnce([]);
    render(<PreviewSettingsForm current={NO_PREVIEW} now={NOW} />);
    await userEvent.click(screen.getByRole('button', { name: 'A/B Test settings' }));
    expect(await screen.findByText('No active tests for this date.')).toBeInTheDocument();
  });

  it("NFPL-1-7, NFPL-4.3-3, NFPL-5.2-1, NFPL-8-7: a test without group shows 'Required' and blocks the submit; a group clears it and applies", async () => {
    await openForm();
    await userEvent.selectOptions(nameSelect(), 'XMAS_TOPBANNER');
    expect(groupSelect()).toHaveAttribute('aria-invalid', 'true');
    expect(groupSelect()).toHaveAccessibleDescription('Required');
    expect(optionLabels(groupSelect())).toEqual(['Select a group', 'A', 'B', 'C']);
    await userEvent.click(screen.getByRole('button', { name: 'Set preview settings' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please also select an A/B test group!');
    expect(mocked.applyPreview).not.toHaveBeenCalled();

    await userEvent.selectOptions(groupSelect(), 'B');
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Set preview settings' }));
    expect(
      (await screen.findByText('Settings applied successfully.')).closest('[role="status"]'),
    ).not.toBeNull();
    expect(mocked.applyPreview).toHaveBeenCalledWith(new Date(2026, 11, 24, 10, 30), {
      test: 'XMAS_TOPBANNER',
      group: 'B',
    });

    // NFPL-2.3-4: the status message goes away on a click.
    await userEvent.click(screen.getByText('Settings applied successfully.'));
    expect(screen.queryByText('Settings applied successfully.')).not.toBeInTheDocument();
  });

  it("NFPL-3.3-2, NFPL-4.3-1, NFPL-4.3-3, NFPL-8-7: 'None' applies the empty pair; a failed apply says 'Applying settings failed.'", async () => {
    mocked.applyPreview.mockResolvedValueOnce('BAD_REQUEST');
    await openForm();
    await userEvent.selectOptions(nameSelect(), 'None');
    expect(groupSelect()).toBeDisabled();
    await userEvent.clear(screen.getByLabelText('Time'));
    await userEvent.type(screen.getByLabelText('Time'), '08:15');
    await userEvent.click(screen.getByRole('button', { name: 'Set preview settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Applying settings failed.');
    expect(mocked.applyPreview).toHaveBeenCalledWith(new Date(2026, 11, 24, 8, 15), {
      test: '',
      group: '',
    });
  });

  it('NFPL-4.3-4: changing the date reloads the tests and resets the group', async () => {
    await openForm();
    await userEvent.selectOptions(nameSelect(), 'XMAS_TOPBANNER');
    await userEvent.selectOptions(groupSelect(), 'C');
    mocked.fetchTestsAt.mockResolvedValueOnce(TESTS);
    await retypeDate('2026-12-20');
    await waitFor(() =>
      expect(mocked.fetchTestsAt).toHaveBeenLastCalledWith(new Date(2026, 11, 20, 10, 30)),
    );
    await screen.findByText('Active tests found.');
    expect(nameSelect()).toHaveValue('XMAS_TOPBANNER');
    expect(groupSelect()).toHaveValue('');
    expect(screen.getByText('Required')).toBeInTheDocument();
  });

  it('NFPL-3.3-3: fills the fields from an applied preview', async () => {
    const current = {
      status: 'SUCCESS' as const,
      dateTime: new Date(2027, 2, 10, 9, 45).toISOString(),
      abTestName: 'XMAS_TOPBANNER',
      abTestGroup: 'A',
    };
    render(<PreviewSettingsForm current={current} now={NOW} />);
    expect(screen.getByLabelText('Date')).toHaveValue('2027-03-10');
    expect(screen.getByLabelText('Time')).toHaveValue('09:45');
    await screen.findByText('Active tests found.');
    expect(nameSelect()).toHaveValue('XMAS_TOPBANNER');
    expect(groupSelect()).toHaveValue('A');
  });

  it('NFPL-8-9: logs a failed logout and stays; a successful one hands over', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mocked.logout.mockRejectedValueOnce(new Error('down'));
    const onLoggedOut = await openForm();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Preview logout failed.', expect.any(Error)),
    );
    expect(onLoggedOut).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const told = jest.fn();
    const off = on('preview:staff-login-changed', told);
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(onLoggedOut).toHaveBeenCalledTimes(1));
    // The panels of the other tabs learn it over the cross-tab bridge.
    expect(told).toHaveBeenCalledTimes(1);
    expect(told).toHaveBeenCalledWith({ loggedIn: false });
    off();
    error.mockRestore();
  });
});
