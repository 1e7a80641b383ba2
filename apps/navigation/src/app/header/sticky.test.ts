import { isStickyMode, scrollStep } from './sticky';

describe('sticky header', () => {
  it('is sticky by behaviour or by a platform other than CLASSIC', () => {
    // HSC-4.7-4: sticky when the behaviour is sticky, or the platform is anything but CLASSIC.
    expect(isStickyMode('sticky', 'CLASSIC')).toBe(true);
    expect(isStickyMode('static', 'CLASSIC')).toBe(false);
    expect(isStickyMode('static', 'MATCH')).toBe(true);
  });
  const base = { lastScrollY: 0, barTop: 100, barHeight: 120, hidden: false, pageType: 'home' };
  it('fixes past its top, hides on a downward scroll past its bottom, shows on an upward scroll', () => {
    // HSC-4.7-5: the header moves by offsets from its element heights (bar top 100, height 120).
    expect(scrollStep({ ...base, scrollY: 50 })).toEqual({ fixed: false, hidden: false });
    expect(scrollStep({ ...base, scrollY: 150 })).toEqual({ fixed: true, hidden: false });
    expect(scrollStep({ ...base, scrollY: 400 })).toEqual({ fixed: true, hidden: true });
    expect(scrollStep({ ...base, scrollY: 300, lastScrollY: 400, hidden: true })).toEqual({
      fixed: true,
      hidden: false,
    });
  });
  it('never hides on basket and product pages', () => {
    // HSC-2-3 / HSC-4.7-5: on basket and ProductDetailPage the header does not hide or show itself on scroll.
    expect(scrollStep({ ...base, scrollY: 400, pageType: 'basket' }).hidden).toBe(false);
    expect(scrollStep({ ...base, scrollY: 400, pageType: 'ProductDetailPage' }).hidden).toBe(false);
  });
});
