import { formatStaffDateTime } from './staffDateTime';

describe('formatStaffDateTime', () => {
  it('writes an en-GB medium date and a short time in the browser zone', () => {
    expect(formatStaffDateTime(new Date(2027, 2, 10, 9, 45))).toBe('10 Mar 2027, 09:45');
    expect(formatStaffDateTime(new Date(2026, 11, 24, 18, 5).toISOString())).toBe(
      '24 Dec 2026, 18:05',
    );
  });

  it('shows a value that is no date-time as it came', () => {
    expect(formatStaffDateTime('next week')).toBe('next week');
  });
});
