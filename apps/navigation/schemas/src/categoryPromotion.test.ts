import { categoryPromotionIdForPath } from './promotion';

describe('category promotion of a page', () => {
  it('is ~category_<slug> on a category page and none elsewhere', () => {
    expect(categoryPromotionIdForPath('/c/coffee')).toBe('~category_coffee');
    expect(categoryPromotionIdForPath('/c/last-chance/')).toBe('~category_last-chance');
    for (const path of ['/', '/c/', '/c/coffee/beans', '/p/100001', '/c/Coffee', '/c/../admin'])
      expect(categoryPromotionIdForPath(path)).toBeUndefined();
  });
});
