import abTests from './content/ab-tests.json';
import { loadSeedModuleWith } from '../../../test/seedFiles';

const loadWith = (content: unknown) =>
  loadSeedModuleWith(require.resolve('./seedAbTests'), 'abtest', 'ab-tests.json', content);

describe('seeded A/B tests (seed/content/ab-tests.json)', () => {
  it('the file as it is loads', () => {
    expect(loadWith(abTests)).not.toThrow();
  });

  it('a test that ends before it starts stops the start, naming the file and the test', () => {
    const [first, ...rest] = abTests;
    expect(loadWith([{ ...first, endsAt: '2025-01-01T00:00:00.000Z' }, ...rest])).toThrow(
      'abtest seed/content/ab-tests.json is not valid: 0: a test ends after it starts',
    );
  });

  it('an instant that is not ISO 8601 in UTC stops the start, naming the field', () => {
    const [first, ...rest] = abTests;
    expect(loadWith([{ ...first, startsAt: '01.01.2026' }, ...rest])).toThrow(
      /ab-tests\.json is not valid: 0\.startsAt: /,
    );
  });

  it('a file that is not JSON stops the start, naming the file', () => {
    expect(loadWith(undefined)).toThrow(/abtest seed\/content\/ab-tests\.json is not valid: /);
  });
});
