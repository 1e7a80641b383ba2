import { guessHeaderPlatform } from '@storefront/contracts';
import { type NavigationNode } from '@storefront/navigation-schemas';
import { daysLeft, endDateLabel, formatEndDate } from './endDate';
import { navigationImagePath } from './imagePath';
import { nodeAt, preselectedPath } from './tree';

const leaf = (href: string): NavigationNode => ({ title: href, href, children: [] });
const TREE: NavigationNode[] = [
  { title: 'beans', href: '/c/coffee-beans', children: [leaf('/c/espresso'), leaf('/c/filter-coffee')] },
  { title: 'machines', href: '/c/coffee-machines', children: [leaf('/c/capsule-machines')] },
];

describe('drill-down preselection', () => {
  it('finds the path whose last segment matches the page', () => {
    expect(preselectedPath(TREE, '/c/filter-coffee')).toEqual([0, 1]);
    expect(preselectedPath(TREE, '/c/coffee-machines/')).toEqual([1]);
    expect(preselectedPath(TREE, '/')).toEqual([]);
    expect(nodeAt(TREE, [0, 1])?.href).toBe('/c/filter-coffee');
  });
});

describe('navigation image paths', () => {
  it('uses https as is, otherwise the host-dependent prefix', () => {
    expect(navigationImagePath('https://cdn.example/a.svg', 'de.localhost')).toBe('https://cdn.example/a.svg');
    expect(navigationImagePath('navigation/a.svg', 'de.localhost')).toBe('/service/header-backend/media/navigation/a.svg');
    expect(navigationImagePath('/navigation/a.svg', 'preview.storefront.example')).toBe('/service/header-backend/preview-media/navigation/a.svg');
  });
});

describe('platform guess', () => {
  it('is MATCH under 980 px, TABLET under 1440 px, else CLASSIC', () => {
    expect([979, 980, 1439, 1440].map(guessHeaderPlatform)).toEqual(['MATCH', 'TABLET', 'TABLET', 'CLASSIC']);
  });
});

describe('theme-world end dates', () => {
  const now = new Date(2026, 10, 22, 15, 0);
  it('formats DE and HU specially, others in their short format', () => {
    expect(formatEndDate('2026-11-30', 'de-DE')).toBe('Mo, 30.11.');
    expect(formatEndDate('2026-11-30', 'hu-HU')).toBe('november 30.');
    expect(formatEndDate('2026-11-30', 'fr-CH')).toBe('30.11');
  });
  it('says "only X days left" within three days', () => {
    expect(daysLeft('2026-11-24', now)).toBe(2);
    expect(endDateLabel('2026-11-24', 'de-DE', now)).toEqual({ kind: 'daysLeft', days: 2 });
    expect(endDateLabel('2026-12-01', 'de-DE', now)).toEqual({ kind: 'until', date: 'Di, 01.12.' });
    expect(endDateLabel('2026-11-01', 'de-DE', now)).toBeUndefined();
  });
});
