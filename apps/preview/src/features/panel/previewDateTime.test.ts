import { previewDateTime, toDateField, toTimeField } from './previewDateTime';

describe('previewDateTime (spec 5.2)', () => {
  const NOW = new Date(2026, 10, 22, 19, 5);
  let error: jest.SpyInstance;
  beforeEach(() => {
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => error.mockRestore());

  it('joins a YYYY-MM-DD date and an HH:MM time in local time, without logging', () => {
    expect(previewDateTime('2026-12-24', '10:30', () => NOW)).toEqual(new Date(2026, 11, 24, 10, 30));
    expect(previewDateTime('2026-12-24', '', () => NOW)).toEqual(new Date(2026, 11, 24, 0, 0));
    expect(error).not.toHaveBeenCalled();
  });

  it.each(['', '24.12.2026', '2026-12-4', '2026-13-01', '2026-02-30', '2026-12-24T10:00'])('uses now and logs an error for %j', (date) => {
    expect(previewDateTime(date, '10:30', () => NOW)).toBe(NOW);
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('formats dates and times for the fields', () => {
    expect(toDateField(new Date(2027, 2, 5, 8, 7))).toBe('2027-03-05');
    expect(toTimeField(new Date(2027, 2, 5, 8, 7))).toBe('08:07');
  });
});
