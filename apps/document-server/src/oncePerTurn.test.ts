import { oncePerTurn } from './oncePerTurn';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('oncePerTurn', () => {
  it('asks once per key for every request of one event-loop turn', () => {
    const read = jest.fn((site: string) => ({ site }));
    const registry = oncePerTurn(read);
    const first = registry('DE');
    expect(registry('DE')).toBe(first);
    expect(registry('HU')).toEqual({ site: 'HU' });
    expect(read.mock.calls).toEqual([['DE'], ['HU']]);
  });

  it('asks again in the next turn, so a deploy that landed meanwhile is seen', async () => {
    let live = 'release-1';
    const registry = oncePerTurn(() => live);
    expect(registry(undefined)).toBe('release-1');
    live = 'release-2';
    expect(registry(undefined)).toBe('release-1');
    await nextTurn();
    expect(registry(undefined)).toBe('release-2');
  });

  it('keeps no answer that threw: the next request of the same turn asks again', () => {
    let broken = true;
    const registry = oncePerTurn(() => {
      if (broken) throw new Error('half-written registry');
      return 'release-1';
    });
    expect(() => registry(undefined)).toThrow('half-written registry');
    broken = false;
    expect(registry(undefined)).toBe('release-1');
  });
});
