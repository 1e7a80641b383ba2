import { LOCAL_REGISTRY } from '../registry/registry';
import { cohortPlace, newVisitorId } from './cohort';
import { releasesForRequest, registryWithCanaries, type SiteCanaries } from './releasesForRequest';
import { siteCanaries } from './siteCanaries';

const canary: SiteCanaries = {
  footer: {
    release: 'c0ffeec0ffee',
    entry: '/remotes/footer/c0ffeec0ffee/mf-manifest.json',
    percent: 50,
  },
};
const visitors = Array.from({ length: 2_000 }, () => newVisitorId());

describe('releasesForRequest: which releases are live for one shopper (issue 28, item 1)', () => {
  it('gives a 50 % canary to about half of the visitors, and each visitor always the same', () => {
    const inCanary = visitors.filter(
      (visitor) =>
        releasesForRequest(LOCAL_REGISTRY, canary, () => visitor).registry.footer ===
        canary.footer?.entry,
    );
    expect(inCanary.length).toBeGreaterThan(900);
    expect(inCanary.length).toBeLessThan(1_100);
    for (const visitor of visitors.slice(0, 100))
      expect(releasesForRequest(LOCAL_REGISTRY, canary, () => visitor)).toEqual(
        releasesForRequest(LOCAL_REGISTRY, canary, () => visitor),
      );
  });

  it('changes only the canary’s remote, and names the canary releases the visitor gets', () => {
    const visitor = visitors.find((id) => cohortPlace(id, 'footer') < 50) ?? '';
    const chosen = releasesForRequest(LOCAL_REGISTRY, canary, () => visitor);
    expect(chosen.registry).toEqual({ ...LOCAL_REGISTRY, footer: canary.footer?.entry });
    expect(chosen.canaries).toEqual({ footer: 'c0ffeec0ffee' });
    const outside = visitors.find((id) => cohortPlace(id, 'footer') >= 50) ?? '';
    expect(releasesForRequest(LOCAL_REGISTRY, canary, () => outside)).toEqual({
      registry: LOCAL_REGISTRY,
      canaries: {},
    });
  });

  it('keeps everyone who had the canary when its share grows', () => {
    const at = (percent: number) => ({ footer: { ...canary.footer!, percent } });
    const small = visitors.filter(
      (visitor) => releasesForRequest(LOCAL_REGISTRY, at(10), () => visitor).canaries.footer,
    );
    expect(
      small.every(
        (visitor) => releasesForRequest(LOCAL_REGISTRY, at(40), () => visitor).canaries.footer,
      ),
    ).toBe(true);
  });

  it('asks for no visitor id while the site runs no canary (no cohort cookie makes a first visit private)', () => {
    const visitorId = jest.fn(() => visitors[0] ?? '');
    expect(releasesForRequest(LOCAL_REGISTRY, {}, visitorId)).toEqual({
      registry: LOCAL_REGISTRY,
      canaries: {},
    });
    expect(visitorId).not.toHaveBeenCalled();
    releasesForRequest(LOCAL_REGISTRY, canary, visitorId);
    expect(visitorId).toHaveBeenCalledTimes(1);
  });

  it('lists every release a site may serve for the render workers', () => {
    expect(registryWithCanaries(LOCAL_REGISTRY, canary).footer).toBe(canary.footer?.entry);
  });
});

describe('a site’s canaries from the environment’s and its own', () => {
  const since = new Date(0);
  it('prefers the site’s own canary, and skips the environment’s where the site has its own live release', () => {
    const result = siteCanaries(
      {
        footer: { release: 'aaaaaaaaaaaa', percent: 10, since },
        cart: { release: 'bbbbbbbbbbbb', percent: 20, since },
      },
      { footer: { release: 'cccccccccccc', percent: 30, since } },
      new Set(['cart']),
    );
    expect(result).toEqual({
      footer: {
        release: 'cccccccccccc',
        entry: '/remotes/footer/cccccccccccc/mf-manifest.json',
        percent: 30,
      },
    });
  });
});
