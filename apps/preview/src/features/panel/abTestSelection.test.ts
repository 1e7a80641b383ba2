import {
  EMPTY_SELECTION,
  groupRequired,
  isValidSelection,
  selectGroup,
  selectTest,
} from './abTestSelection';

describe('A/B selection rules (spec 4.3, 5.2)', () => {
  it('NFPL-3.3-1, NFPL-4.3-3, NFPL-5.2-1: no test gives the empty pair, which is valid and needs no group', () => {
    expect(selectTest(undefined)).toEqual({ test: '', group: '' });
    expect(selectTest('')).toEqual(EMPTY_SELECTION);
    expect(isValidSelection(EMPTY_SELECTION)).toBe(true);
    expect(groupRequired(EMPTY_SELECTION)).toBe(false);
  });

  it('NFPL-4.3-3, NFPL-5.2-1: a test without group gives test plus empty group: Required and invalid', () => {
    const selection = selectTest('XMAS_TOPBANNER');
    expect(selection).toEqual({ test: 'XMAS_TOPBANNER', group: '' });
    expect(groupRequired(selection)).toBe(true);
    expect(isValidSelection(selection)).toBe(false);
  });

  it('NFPL-3.3-1, NFPL-4.3-3, NFPL-5.2-1: test and group give the full pair and clear the error', () => {
    const selection = selectGroup(selectTest('XMAS_TOPBANNER'), 'B');
    expect(selection).toEqual({ test: 'XMAS_TOPBANNER', group: 'B' });
    expect(groupRequired(selection)).toBe(false);
    expect(isValidSelection(selection)).toBe(true);
  });

  it('a group without a test is never kept', () => {
    expect(selectGroup(EMPTY_SELECTION, 'B')).toEqual(EMPTY_SELECTION);
    expect(isValidSelection({ test: '', group: 'B' })).toBe(false);
  });
});
