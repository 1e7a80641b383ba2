import { act, Profiler, useEffect, type ProfilerOnRenderCallback } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { waitFor, within } from '@testing-library/react';
import { fetchPersonalDataOnce } from '@storefront/platform';
import Header from './Header';
import { fetchNavigation, fetchThemeWorlds } from '../features/main-nav/navigationApi';
import { fetchPromotion } from '../features/promotions/promotionApi';
import {
  SITE_LOCALES,
  WORDS,
  headerProps,
  headerTree,
  localeInstance,
  serverDataFor,
} from '../testing/serverRender';

// Issue 16 item 4: the browser's first render with the same server data reproduces the server's
// HTML exactly (no hydration error), and the browser asks for none of that data again.
jest.mock('../features/main-nav/navigationApi');
jest.mock('../features/promotions/promotionApi', () => ({
  ...jest.requireActual<object>('../features/promotions/promotionApi'),
  fetchPromotion: jest.fn(),
}));
jest.mock('@storefront/platform', () => ({
  ...jest.requireActual<object>('@storefront/platform'),
  fetchPersonalDataOnce: jest.fn(),
}));

const NAV_NAMES = { DE: 'Hauptnavigation', HU: 'Főnavigáció', TR: 'Ana menü' } as const;

describe.each(Object.keys(SITE_LOCALES) as (keyof typeof SITE_LOCALES)[])(
  'the header hydrating over its server HTML (%s)',
  (site) => {
    const requests = [fetchNavigation, fetchThemeWorlds, fetchPromotion, fetchPersonalDataOnce].map(
      (request) => jest.mocked(request),
    );
    beforeEach(() => {
      // Requests stay unanswered: only whether the browser asks matters here.
      for (const request of requests)
        request.mockReset().mockReturnValue(new Promise<never>(() => undefined));
    });
    afterEach(() => {
      document.body.innerHTML = '';
      jest.restoreAllMocks();
      document.documentElement.className = '';
    });

    async function hydrate(serverData: unknown) {
      const instance = await localeInstance(SITE_LOCALES[site]);
      const tree = () => headerTree(instance, <Header {...headerProps(site, serverData)} />);
      const container = document.createElement('div');
      container.innerHTML = renderToString(tree());
      document.body.append(container);
      const errors: unknown[] = [];
      const consoleError = jest
        .spyOn(console, 'error')
        .mockImplementation((...args: unknown[]) => errors.push(args));
      const recoverable: unknown[] = [];
      const serverMarkup = container.innerHTML;
      await act(async () => {
        hydrateRoot(container, tree(), { onRecoverableError: (error) => recoverable.push(error) });
      });
      consoleError.mockRestore();
      return { container, errors, recoverable, serverMarkup };
    }

    it('hydrates the complete header without a mismatch and fetches nothing again', async () => {
      const { container, errors, recoverable, serverMarkup } = await hydrate(
        serverDataFor(site, WORDS[site]),
      );
      expect(recoverable).toEqual([]);
      expect(errors).toEqual([]);
      for (const request of requests) expect(request).not.toHaveBeenCalled();
      // What the server HTML offered (before any JavaScript) is what a screen reader finds.
      const before = document.createElement('div');
      before.innerHTML = serverMarkup;
      const banner = within(before).getByRole('banner');
      const nav = within(banner).getByRole('navigation', { name: NAV_NAMES[site] });
      expect(within(nav).getByRole('link', { name: WORDS[site].coffee })).toHaveAttribute(
        'href',
        '/c/coffee',
      );
      expect(within(banner).getByRole('link', { name: WORDS[site].benefit })).toHaveAttribute(
        'href',
        '/benefit-0',
      );
      // And the hydrated header still shows it.
      expect(
        within(container).getByRole('navigation', { name: NAV_NAMES[site] }),
      ).toBeInTheDocument();
      expect(container).toHaveTextContent(WORDS[site].banner);
    });

    it("shows the theme worlds' end dates as the server wrote them, creating no date format in the browser", async () => {
      // Issue 27: a page's first Intl.DateTimeFormat loads the locale's ICU data, one long task of its own.
      const data = serverDataFor(site, WORDS[site]);
      const [section] = data.themeworlds?.themeworldFlyout.sections ?? [];
      const world = section?.themeworlds[0];
      if (!data.themeworlds || !section || !world)
        throw new Error('the test data has a theme world');
      const far = { ...world, url: '/themeworld/winter', title: 'Winter', endDate: '2030-03-01' };
      const themeworlds = {
        ...data.themeworlds,
        themeworldFlyout: {
          ...data.themeworlds.themeworldFlyout,
          sections: [{ ...section, themeworlds: [far] }],
        },
      };
      const written = { DE: 'Fr, 01.03.', HU: 'március 1.', TR: '01.03' }[site];
      // Any date formatting: a new Intl.DateTimeFormat or one kept from an earlier render.
      // `format` is an accessor in ECMA-402 (it returns a bound function); TypeScript types it as a method.
      const dateFormatUse = jest.spyOn(
        Intl.DateTimeFormat.prototype as unknown as { format: unknown },
        'format',
        'get',
      );
      const dateFormat = jest.spyOn(Intl, 'DateTimeFormat');
      const { container, errors, recoverable } = await hydrate({
        ...data,
        themeworlds,
        endDates: { '2030-03-01': written },
      });
      expect(recoverable).toEqual([]);
      expect(errors).toEqual([]);
      expect(dateFormat).not.toHaveBeenCalled();
      expect(dateFormatUse).not.toHaveBeenCalled();
      const card = within(container)
        .getByRole('link', { name: 'Winter', hidden: true })
        .closest('li'); // in its closed flyout
      expect(card).toHaveTextContent(written);
    });

    it('hydrates without server data (the loader failed) and then fetches in the browser, as before', async () => {
      const { errors, recoverable } = await hydrate(undefined);
      expect(recoverable).toEqual([]);
      expect(errors).toEqual([]);
      for (const request of requests) expect(request).toHaveBeenCalled();
    });

    describe('commits its hydration in a task of its own (issue 27: TBT)', () => {
      // An update from a layout effect is synchronous: React would re-render the header, and flush
      // every passive effect, inside the hydration's commit, one long task. Without act(), so that
      // React schedules as in a browser: what happens before the commit's next microtask is that task.
      const data = serverDataFor(site, WORDS[site]);
      const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
      let root: Root | undefined;
      afterEach(() => {
        root?.unmount();
        actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
        window.history.replaceState(null, '', '/');
      });

      /** What ran in the hydration commit's task after the commit itself. */
      async function inHydrationCommit(): Promise<string[]> {
        const instance = await localeInstance(SITE_LOCALES[site]);
        const sameTask: string[] = [];
        let committing = false;
        let hydrated = false;
        const onRender: ProfilerOnRenderCallback = (_id, phase) => {
          if (committing) sameTask.push(`an ${phase} render`);
          if (phase !== 'mount') return;
          hydrated = committing = true;
          queueMicrotask(() => (committing = false));
        };
        function PassiveEffect() {
          useEffect(() => {
            if (committing) sameTask.push('a passive effect');
          }, []);
          return null;
        }
        const tree = headerTree(
          instance,
          <Profiler id="header" onRender={onRender}>
            <Header {...headerProps(site, data)} />
            <PassiveEffect />
          </Profiler>,
        );
        const container = document.createElement('div');
        container.innerHTML = renderToString(tree);
        document.body.append(container);
        actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
        root = hydrateRoot(container, tree);
        await waitFor(() => expect(hydrated).toBe(true));
        return sameTask;
      }

      it('when the browser agrees with the server: nothing else runs in that task', async () => {
        window.history.replaceState(null, '', data.path);
        expect(await inHydrationCommit()).toEqual([]);
      });

      it('when the page path differs, the header corrects it before the paint (and asks for the category promotion)', async () => {
        window.history.replaceState(null, '', '/c/coffee');
        expect(await inHydrationCommit()).toEqual(
          expect.arrayContaining(['an update render', 'a passive effect']),
        );
        // The category page's own promotion (spec: `~category_{slug}`), which the server's path had none of.
        await waitFor(() =>
          expect(fetchPromotion).toHaveBeenCalledWith('~category_coffee', site, expect.anything()),
        );
      });
    });
  },
);
