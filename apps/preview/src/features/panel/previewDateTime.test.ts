import { previewDateTime, toDateField, toTimeField } from './previewDateTime';

describe('previewDateTime (spec 5.2)', () => {
  const NOW = new Date(2026, 10, 22, 19, 5);
  let error: jest.SpyInstance;
  beforeEach(() => {
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => error.mockRestore());

  it('joins a YYYY-MM-DD date and an HH:MM time in local time, without logging', () => {
    expect(previewDateTime('2026-12-24', '10:30', () => NOW)).toEqual(
      new Date(2026, 11, 24, 10, 30),
    );
    expect(previewDateTime('2026-12-24', '', () => NOW)).toEqual(new Date(2026, 11, 24, 0, 0));
    expect(error).not.toHaveBeenCalled();
  });

  it.each(['', '24.12.2026', '2026-12-4', '2026-13-01', '2026-02-30', '2026-12-24T10:00'])(
    'NFPL-5.2-2: uses now and logs an error for %j',
    (date) => {
      expect(previewDateTime(date, '10:30', () => NOW)).toBe(NOW);
      expect(error).toHaveBeenCalledTimes(1);
    },
  );

  it('takes the years 0000-0099 as written (not as 1900-1999) and every leap day', () => {
    const early = previewDateTime('0050-06-15', '08:00', () => NOW);
    expect([early.getFullYear(), early.getMonth(), early.getDate(), early.getHours()]).toEqual([
      50, 5, 15, 8,
    ]);
    expect(previewDateTime('2000-02-29', '', () => NOW).getDate()).toBe(29);
    expect(previewDateTime('1900-02-29', '', () => NOW)).toBe(NOW);
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('never gives a date-time the API cannot take: outside 0000-9999 in UTC it is now, with an error logged', () => {
    // Which end overflows depends on the time zone; every result must stay within four-digit UTC years.
    for (const [date, time] of [
      ['9999-12-31', '23:59'],
      ['0000-01-01', '00:00'],
    ] as const) {
      const result = previewDateTime(date, time, () => NOW);
      expect(result.toISOString()).toMatch(/^\d{4}-/);
    }
  });

  it('formats dates and times for the fields', () => {
    expect(toDateField(new Date(2027, 2, 5, 8, 7))).toBe('2027-03-05');
    expect(toTimeField(new Date(2027, 2, 5, 8, 7))).toBe('08:07');
  });
});
