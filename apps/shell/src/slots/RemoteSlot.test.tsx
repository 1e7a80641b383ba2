import { render, screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { RemoteSlot } from './RemoteSlot';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const loadRemoteMock = jest.mocked(loadRemote);

function Throws(): never {
  throw new Error('render failed');
}

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
});
