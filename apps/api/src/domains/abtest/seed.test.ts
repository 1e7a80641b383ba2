import abTests from './seed-content/ab-tests.json';

function loadWith(content: unknown): () => unknown {
  return () =>
    jest.isolateModules(() => {
      jest.doMock('./seed-content/ab-tests.json', () => content);
      try {
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- loads the module afresh over the mocked file
        require('./seed');
      } finally {
        jest.dontMock('./seed-content/ab-tests.json');
      }
    });
}

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
    expect(loadWith([{ ...first, startsAt: '01.01.2026' }, ...rest])).toThrow(/ab-tests\.json is not valid/);
  });
});
