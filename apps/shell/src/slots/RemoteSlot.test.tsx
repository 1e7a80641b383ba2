import { Suspense, type ReactElement } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { preloadRemote, RemoteSlot } from './RemoteSlot';
import { afterFirstPaint, markShellRendered } from './firstPaint';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const loadRemoteMock = jest.mocked(loadRemote);

function Throws(): never {
  throw new Error('render failed');
}

beforeAll(async () => {
  markShellRendered();
  await afterFirstPaint();
});
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('RemoteSlot', () => {
  it('renders the remote with the props the shell gives it', async () => {
    loadRemoteMock.mockResolvedValue({ default: ({ text }: { text: string }) => <p>{text}</p> });
    render(<RemoteSlot remote="newsletter" module="A" props={{ text: 'from the remote' }} fallback={<p>fallback</p>} />);
    expect(await screen.findByText('from the remote')).toBeInTheDocument();
  });

  it('shows the fallback when the remote throws while rendering, and keeps its neighbours', async () => {
    loadRemoteMock.mockImplementation(async (id: string) => ({ default: id === 'footer/B' ? Throws : () => <p>neighbour</p> }));
    render(
      <>
        <RemoteSlot remote="footer" module="B" props={{}} fallback={<p>footer fallback</p>} />
        <RemoteSlot remote="cart" module="C" props={{}} fallback={<p>cart fallback</p>} />
      </>,
    );
    expect(await screen.findByText('footer fallback')).toBeInTheDocument();
    expect(await screen.findByText('neighbour')).toBeInTheDocument();
    expect(screen.queryByText('cart fallback')).not.toBeInTheDocument();
  });

  it('shows the fallback when the remote cannot be loaded', async () => {
    loadRemoteMock.mockRejectedValue(new Error('manifest 404'));
    render(<RemoteSlot remote="search" module="D" props={{}} fallback={<p>search fallback</p>} />);
    expect(await screen.findByText('search fallback')).toBeInTheDocument();
  });

  it('holds back the remote it sits in until it is loaded too, so that one appears complete', async () => {
    let resolveInner: (module: { default: () => ReactElement }) => void = () => undefined;
    loadRemoteMock.mockImplementation((id: string) =>
      id === 'search/Inner' ? new Promise((resolve) => (resolveInner = resolve)) : Promise.resolve({ default: ({ slot }: { slot: ReactElement }) => <div>header with {slot}</div> }),
    );
    const inner = <RemoteSlot remote="search" module="Inner" props={{}} fallback={<p>inner fallback</p>} ownPlaceholder={false} />;
    render(
      <Suspense fallback={<p>outer placeholder</p>}>
        <RemoteSlot remote="navigation" module="Outer" props={{ slot: inner }} fallback={<p>outer fallback</p>} placeholder={<p>outer placeholder</p>} />
      </Suspense>,
    );
    // The outer remote is loaded and rendering; its inner slot is still loading.
    await waitFor(() => expect(loadRemoteMock).toHaveBeenCalledWith('search/Inner'));
    expect(screen.getByText('outer placeholder')).toBeInTheDocument();
    expect(screen.queryByText(/^header with/)).not.toBeInTheDocument();
    resolveInner({ default: () => <span>inner</span> });
    expect(await screen.findByText('inner')).toBeInTheDocument();
    expect(screen.getByText(/^header with/)).toHaveTextContent('header with inner');
    expect(screen.queryByText('outer placeholder')).not.toBeInTheDocument();
  });

  it('starts loading when preloaded, before it renders; a failure then shows the fallback once it renders', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    loadRemoteMock.mockRejectedValue(new Error('entry 500'));
    preloadRemote('cart', 'Preloaded');
    expect(loadRemoteMock).toHaveBeenCalledWith('cart/Preloaded');
    await new Promise((resolve) => setTimeout(resolve, 0));
    render(<RemoteSlot remote="cart" module="Preloaded" props={{}} fallback={<p>cart link</p>} />);
    expect(await screen.findByText('cart link')).toBeInTheDocument();
    expect(loadRemoteMock.mock.calls.filter(([id]) => id === 'cart/Preloaded')).toHaveLength(1);
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
