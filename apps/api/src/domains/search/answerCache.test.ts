import { AnswerCache } from './answerCache';

describe('AnswerCache', () => {
  it('forgets the least recently used answer beyond its capacity', () => {
    const cache = new AnswerCache(2);
    cache.set('a', 1, 'A');
    cache.set('b', 1, 'B');
    expect(cache.get('a', 1)).toBe('A'); // a is now newer than b
    cache.set('c', 1, 'C');
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('a', 1)).toBe('A');
    expect(cache.get('c', 1)).toBe('C');
    expect(cache.size).toBe(2);
  });

  it('forgets everything when the data version changes', () => {
    const cache = new AnswerCache(10);
    cache.set('a', 1, 'A');
    expect(cache.get('a', 2)).toBeUndefined();
    expect(cache.size).toBe(0);
    cache.set('a', 2, 'A2');
    cache.set('b', 3, 'B3');
    expect(cache.get('a', 3)).toBeUndefined();
    expect(cache.get('b', 3)).toBe('B3');
  });
});
