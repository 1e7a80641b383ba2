import i18next, { type i18n } from 'i18next';
import type { Locale } from '@storefront/contracts';
import { loadNamespace, type TextsLoader } from '@storefront/i18n';

/**
 * How many kept instances a render worker holds at most (one per locale, page's namespaces and
 * releases' texts loaders): nine sites and a few page types; a worker is recycled when the live
 * releases change, so old loaders go with it.
 */
const MAX_KEPT_I18N = 64;

interface Kept {
  instance: i18n;
  /** Every namespace loaded: only then is the instance kept for the next pages. */
  complete: boolean;
}

/** The i18next instances this worker built, each with its texts frozen: pages get a clone of one. */
const kept = new Map<string, Promise<Kept>>();
const loaderIds = new WeakMap<TextsLoader, number>();
let loadersSeen = 0;

function loaderId(loader: TextsLoader | undefined): number {
  if (!loader) return 0;
  let id = loaderIds.get(loader);
  if (id === undefined) {
    loadersSeen += 1;
    id = loadersSeen;
    loaderIds.set(loader, id);
  }
  return id;
}

function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const each of Object.values(value)) deepFreeze(each);
}

/**
 * The i18next instance of one page (ssr-rules: requests in different locales render concurrently
 * in one process), configured like the browser's (libs/i18n initI18n), with every namespace the
 * render needs loaded first: the server never suspends for texts. A remote namespace loads with the
 * loader of the slot module this page renders (`loaders`): the process holds several releases of a
 * remote when sites run different ones, and the process-wide registry (registerTexts) knows only
 * the release loaded last, so it is the fallback for a module that exports no loader. Each bundle
 * is complete (loadNamespace merges the locale's fallbacks, de-DE under de-AT), so the fallback
 * languages are not loaded again beside it.
 *
 * Building an instance cost about a twentieth of a page's render, so the worker keeps
 * one per locale, namespaces and loaders, and each page gets a clone: its own language, options
 * and translator, the kept texts shared. The texts are frozen: a remote that writes into them
 * (`addResource`) throws in its own render and gets its slot's fallback; it cannot change the
 * texts of the pages after it.
 */
export async function serverI18n(
  locale: Locale,
  namespaces: readonly string[],
  loaders: ReadonlyMap<string, TextsLoader> = new Map(),
): Promise<i18n> {
  const all = [...new Set(['common', ...namespaces])];
  const key = `${locale}|${all.map((namespace) => `${namespace}=${loaderId(loaders.get(namespace))}`).join(',')}`;
  let entry = kept.get(key);
  if (!entry) {
    entry = build(locale, all, loaders);
    if (kept.size >= MAX_KEPT_I18N) kept.delete(kept.keys().next().value ?? '');
    kept.set(key, entry);
    // A namespace that did not load, or an instance that could not be built, is tried again by
    // the next page, not kept missing or failed (the page itself still sees the failure).
    const forget = () => kept.delete(key);
    entry.then(({ complete }) => complete || forget(), forget);
  }
  return (await entry).instance.cloneInstance();
}

async function build(
  locale: Locale,
  namespaces: readonly string[],
  loaders: ReadonlyMap<string, TextsLoader>,
): Promise<Kept> {
  const bundles: Record<string, Record<string, unknown>> = {};
  await Promise.all(
    namespaces.map(async (namespace) => {
      // A namespace that cannot load (a remote that registered no texts) costs only its own texts:
      // that remote's keys show, or its slot falls back; the page still renders.
      const texts = await loadNamespace(locale, namespace, loaders.get(namespace)).catch(
        () => undefined,
      );
      if (texts) bundles[namespace] = texts;
    }),
  );
  const instance = i18next.createInstance();
  await instance.init({
    lng: locale,
    resources: { [locale]: bundles },
    fallbackLng: false,
    load: 'currentOnly',
    ns: [...namespaces],
    defaultNS: 'common',
    fallbackNS: 'common',
    interpolation: { escapeValue: false }, // React escapes
    react: { useSuspense: false },
    returnNull: false,
    keySeparator: false,
  });
  deepFreeze(instance.store.data);
  return { instance, complete: Object.keys(bundles).length === namespaces.length };
}
