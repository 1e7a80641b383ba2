import { memo } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { loadExposed, RemoteLoadError, slotTimeout } from './loadExposed';
import { SLOT_LOAD_DEADLINE_MS, SLOT_MIN_WAIT_MS } from './slotDeadlines';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
const loadRemoteMock = jest.mocked(loadRemote);

afterEach(() => jest.useRealTimers());

describe('loadExposed', () => {
  it('returns the exposed component', async () => {
    const Component = () => null;
    loadRemoteMock.mockResolvedValue({ default: Component });
    await expect(loadExposed('cart', 'MiniCart')).resolves.toEqual({ default: Component });
    expect(loadRemoteMock).toHaveBeenCalledWith('cart/MiniCart');
  });

  it('accepts memo components', async () => {
    const Component = memo(() => null);
    loadRemoteMock.mockResolvedValue({ default: Component });
    await expect(loadExposed('cart', 'MiniCart')).resolves.toEqual({ default: Component });
  });

  it.each([[null], [{}], [{ default: 'not a component' }], [{ default: 42 }]])(
    'refuses an export of the wrong shape: %p',
    async (module) => {
      loadRemoteMock.mockResolvedValue(module);
      await expect(loadExposed('footer', 'Footer')).rejects.toBeInstanceOf(RemoteLoadError);
    },
  );

  it('gives up when its time is over and the remote never answered', async () => {
    jest.useFakeTimers();
    loadRemoteMock.mockReturnValue(new Promise(() => undefined));
    const result = loadExposed('search', 'SearchBox', 2000);
    const assertion = expect(result).rejects.toThrow('search: not loaded within 2000 ms');
    await jest.advanceTimersByTimeAsync(1999);
    await jest.advanceTimersByTimeAsync(1);
    await assertion;
  });

  it('counts the slot time from the start of the page, with a minimum once asked', () => {
    expect(slotTimeout(500)).toBe(SLOT_LOAD_DEADLINE_MS - 500);
    expect(slotTimeout(2900)).toBe(SLOT_MIN_WAIT_MS);
    expect(slotTimeout(60_000)).toBe(SLOT_MIN_WAIT_MS);
  });

  it('passes a loading failure on', async () => {
    loadRemoteMock.mockRejectedValue(new Error('RUNTIME-003'));
    await expect(loadExposed('navigation', 'Header')).rejects.toThrow('RUNTIME-003');
  });
});
