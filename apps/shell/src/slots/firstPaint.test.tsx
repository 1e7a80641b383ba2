import { act, render, screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { RemoteSlot } from './RemoteSlot';
import { markShellRendered } from './firstPaint';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

describe('remotes after the first paint', () => {
  it('shows the placeholder in the first frame and asks for the remote only once that frame is painted', async () => {
    jest.useFakeTimers();
    jest.mocked(loadRemote).mockResolvedValue({ default: () => <p>header</p> });
    render(
      <RemoteSlot
        slot="navigation/Header"
        props={{
          site: 'DE',
          locale: 'de-DE',
          platform: 'CLASSIC',
          pageType: 'home',
          reduced: false,
        }}
        fallback={<p>static header</p>}
        placeholder={<p>reserved</p>}
      />,
    );
    expect(screen.getByText('reserved')).toBeInTheDocument();
    markShellRendered();
    expect(loadRemote).not.toHaveBeenCalled();
    await act(async () => {
      jest.advanceTimersByTime(50); // the next animation frame, then a task
    });
    expect(loadRemote).toHaveBeenCalledWith('navigation/Header');
    jest.useRealTimers();
    expect(await screen.findByText('header')).toBeInTheDocument();
  });
});
