import { act, render, screen } from '@testing-library/react';
import { useTestLocale } from '@storefront/i18n';
import { emit, type RemoteProps } from '@storefront/contracts';
import * as panelApi from '../../features/panel/previewApi';
import * as releaseApi from '../../features/release-preview/releasePreviewApi';
import { StaffPreviewPanel } from './StaffPreviewPanel';

// The features' calls, stood in for: this tests how the panel puts them together.
jest.mock('../../features/panel/previewApi', () => ({
  checkAuth: jest.fn(),
  renewAuth: jest.fn(),
  logout: jest.fn(),
  applyPreview: jest.fn(),
  fetchTestsAt: jest.fn(),
}));
jest.mock('../../features/release-preview/releasePreviewApi', () => ({
  fetchReleases: jest.fn(),
  chooseRelease: jest.fn(),
  endReleasePreview: jest.fn(),
  createReleaseLink: jest.fn(),
}));
const panel = jest.mocked(panelApi);
const releases = jest.mocked(releaseApi);

const PROPS: RemoteProps = {
  site: 'HU',
  locale: 'hu-HU',
  platform: 'CLASSIC',
  pageType: 'home',
  reduced: false,
};
const RENEWAL_MS = 5 * 60 * 1000;

beforeAll(() => useTestLocale('hu-HU', ['preview', 'ui']));
beforeEach(() => {
  jest.resetAllMocks();
  panel.checkAuth.mockResolvedValue({
    status: 'SUCCESS',
    dateTime: null,
    abTestName: null,
    abTestGroup: null,
  });
  panel.renewAuth.mockResolvedValue('SUCCESS');
  releases.fetchReleases.mockResolvedValue({
    remotes: {
      footer: [
        {
          id: 'a1b2c3d4e5f6',
          published: '2027-03-10T09:45:00Z',
          publisher: null,
          live: [],
          canary: [],
        },
      ],
    },
    chosen: {},
  });
});

describe('StaffPreviewPanel', () => {
  it('offers "Preview releases" beside the settings, and renews the staff login while its dialog is open', async () => {
    jest.useFakeTimers();
    try {
      render(<StaffPreviewPanel {...PROPS} />);
      const region = await screen.findByRole('complementary', { name: 'Staff preview' });
      expect(screen.getByRole('button', { name: 'Preview settings' })).toBeInTheDocument();
      const opener = screen.getByRole('button', { name: 'Preview releases' });
      expect(region).toContainElement(opener);

      act(() => opener.click());
      expect(screen.getByRole('dialog', { name: 'Preview releases' })).toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(RENEWAL_MS));
      expect(screen.getByRole('combobox', { name: 'footer release' })).toBeInTheDocument();
      expect(panel.renewAuth).toHaveBeenCalledTimes(1);

      act(() => screen.getByRole('button', { name: 'Close' }).click());
      await act(() => jest.advanceTimersByTimeAsync(RENEWAL_MS * 2));
      expect(panel.renewAuth).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('goes away with the panel when staff log out in another tab', async () => {
    render(<StaffPreviewPanel {...PROPS} />);
    const opener = await screen.findByRole('button', { name: 'Preview releases' });
    act(() => opener.click());
    await screen.findByRole('combobox', { name: 'footer release' });
    expect(screen.getByRole('dialog', { name: 'Preview releases' })).toBeInTheDocument();
    act(() => emit('preview:staff-login-changed', { loggedIn: false, fromOtherTab: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Preview releases' })).not.toBeInTheDocument();
  });
});
