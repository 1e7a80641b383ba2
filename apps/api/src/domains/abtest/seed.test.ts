import abTests from './seed-content/ab-tests.json';
import { loadSeedModuleWith } from '../../test/seedFiles';

const loadWith = (content: unknown) =>
  loadSeedModuleWith(
    require.resolve('./seed'),
    require.resolve('./seed-content/ab-tests.json'),
    content,
  );

describe('seeded A/B tests (seed-content/ab-tests.json)', () => {
  it('the file as it is loads', () => {
    expect(loadWith(abTests)).not.toThrow();
  });

  it('a test that ends before it starts stops the start', () => {
    const [first, ...rest] = abTests;
    expect(loadWith([{ ...first, endsAt: '2025-01-01T00:00:00.000Z' }, ...rest])).toThrow(
      /abtest seed-content\/ab-tests\.json is not valid: [\s\S]*a test ends after it starts/,
    );
  });

  it('an instant that is not ISO 8601 in UTC stops the start', () => {
    const [first, ...rest] = abTests;
    expect(loadWith([{ ...first, startsAt: '01.01.2026' }, ...rest])).toThrow(
      /ab-tests\.json is not valid/,
    );
  });
});
