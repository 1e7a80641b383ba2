import { guessHeaderPlatform } from '@storefront/contracts';
import { type NavigationNode } from '@storefront/navigation-schemas';
import { daysLeft, endDateLabel, endDateTexts, formatEndDate } from './endDate';
import { THEMEWORLDS } from '../../testing/serverRender';
import { navigationImagePath } from './imagePath';
import { nodeAt, preselectedPath } from './tree';

const leaf = (href: string): NavigationNode => ({ title: href, href, children: [] });
const TREE: NavigationNode[] = [
  {
    title: 'beans',
    href: '/c/coffee-beans',
    children: [leaf('/c/espresso'), leaf('/c/filter-coffee')],
  },
  { title: 'machines', href: '/c/coffee-machines', children: [leaf('/c/capsule-machines')] },
];

describe('drill-down preselection', () => {
  it('finds the path whose last segment matches the page', () => {
    // HSC-2.2-5 / HSC-4.7-6: the drill-down preselects the path matching the URL's last segment.
    // HSC-3.4-1: the selection is kept as a path of indices into the tree of nodes.
    expect(preselectedPath(TREE, '/c/filter-coffee')).toEqual([0, 1]);
    expect(preselectedPath(TREE, '/c/coffee-machines/')).toEqual([1]);
    expect(preselectedPath(TREE, '/')).toEqual([]);
    expect(nodeAt(TREE, [0, 1])?.href).toBe('/c/filter-coffee');
    expect(preselectedPath(TREE, '/c/espresso?x=/y#z/')).toEqual([0, 0]);
    expect(preselectedPath(TREE, '/c/espresso//')).toEqual([0, 0]);
  });

  // A path of many slashes and a letter took the replaced `/\/+$/` quadratic time (600 ms for
  // 15,000); its cost against a twin of letters is measured in the bench (bench/hostileText.ts).
  it('a path of 15,000 slashes and a letter matches by its last segment, as its twin of letters does', () => {
    const slashed = `/a${'/'.repeat(15_000)}b`;
    expect(preselectedPath(TREE, slashed)).toEqual([]);
    expect(preselectedPath(TREE, `/a${'/'.repeat(15_000)}espresso`)).toEqual([0, 0]);
    expect(preselectedPath(TREE, `/c/espresso${'/'.repeat(15_000)}`)).toEqual([0, 0]);
    expect(preselectedPath(TREE, `/a/${'x'.repeat(14_999)}b`)).toEqual([]);
  });
});

describe('navigation image paths', () => {
  it('uses https as is, otherwise the host-dependent prefix', () => {
    // HSC-5-12: an https image path is used as is, else a prefix chosen by host (preview or production).
    expect(navigationImagePath('https://cdn.example/a.svg', 'de.localhost')).toBe(
      'https://cdn.example/a.svg',
    );
    expect(navigationImagePath('navigation/a.svg', 'de.localhost')).toBe(
      '/service/header-backend/media/navigation/a.svg',
    );
    expect(navigationImagePath('/navigation/a.svg', 'preview.storefront.example')).toBe(
      '/service/header-backend/preview-media/navigation/a.svg',
    );
  });
});

describe('platform guess', () => {
  it('is MATCH under 980 px, TABLET under 1440 px, else CLASSIC', () => {
    // HSC-4.8-1: MATCH under 980 px, TABLET under 1440 px, otherwise CLASSIC.
    expect([979, 980, 1439, 1440].map(guessHeaderPlatform)).toEqual([
      'MATCH',
      'TABLET',
      'TABLET',
      'CLASSIC',
    ]);
  });
});

describe('theme-world end dates', () => {
  const now = new Date(2026, 10, 22, 15, 0);
  it('formats DE and HU specially, others in their short format', () => {
    // HSC-9-9: end-date texts are formatted specially for DE and HU.
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
  it('takes the end date as the server wrote it when it has one, and formats only the others', () => {
    const texts = { '2026-12-01': 'Di, 01.12.' };
    const format = jest.spyOn(Intl, 'DateTimeFormat');
    expect(endDateLabel('2026-12-01', 'de-DE', now, texts)).toEqual({
      kind: 'until',
      date: 'Di, 01.12.',
    });
    expect(format).not.toHaveBeenCalled();
    expect(endDateLabel('2026-12-02', 'hu-HU', now, texts)).toEqual({
      kind: 'until',
      date: 'december 2.',
    });
    format.mockRestore();
  });
  it('writes every theme world end date once for the server to send', () => {
    const worlds = THEMEWORLDS.themeworldFlyout.sections[0]!.themeworlds[0]!;
    const data = {
      ...THEMEWORLDS,
      themeworldFlyout: {
        ...THEMEWORLDS.themeworldFlyout,
        sections: [
          {
            ...THEMEWORLDS.themeworldFlyout.sections[0]!,
            themeworlds: [
              worlds,
              { ...worlds, url: '/b', endDate: '2030-02-01' },
              { ...worlds, url: '/c', endDate: undefined },
            ],
          },
        ],
      },
    };
    expect(endDateTexts(data, 'de-DE')).toEqual({
      '2030-01-10': 'Do, 10.01.',
      '2030-02-01': 'Fr, 01.02.',
    });
    expect(endDateTexts(data, 'hu-HU')).toEqual({
      '2030-01-10': 'január 10.',
      '2030-02-01': 'február 1.',
    });
  });
});
