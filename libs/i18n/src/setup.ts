import i18next, { type i18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import {
  LOCALE_FALLBACKS,
  LOCALES,
  type LoadTexts,
  type Locale,
  type RemoteName,
} from '@storefront/contracts';
import { NAMESPACES, type Namespace } from './namespaces';

/** The texts of one namespace in one locale, loaded from whichever build owns them. */
export type TextsLoader = LoadTexts;

type JsonModule = { default?: Record<string, unknown> } & Record<string, unknown>;
const jsonOf = (module: JsonModule) => module.default ?? module;

// This library is a shared singleton, so this map is the page's one list of remote text loaders.
const remoteTexts = new Map<string, TextsLoader>();

/**
 * A remote ships its own texts: its exposed modules call this before they render, with a loader
 * that imports `./texts/<locale>.json` from the remote's own build (one chunk per locale). i18next
 * then loads the namespace lazily, per locale and fallback, into the page's one instance.
 */
export function registerTexts(namespace: RemoteName, loader: TextsLoader): void {
  remoteTexts.set(namespace, loader);
}

/**
 * One namespace's texts in one locale, without its fallbacks: from `loader` where the caller knows
 * which build owns them (the server, per slot module), else from the remote that registered the
 * namespace, else from this library.
 */
function loadOwnTexts(
  locale: Locale,
  namespace: string,
  loader?: TextsLoader,
): Promise<Record<string, unknown>> {
  const remote = loader ?? remoteTexts.get(namespace);
  if (remote) return remote(locale).then(jsonOf);
  if (!(NAMESPACES as readonly string[]).includes(namespace))
    return Promise.reject(new Error(`No texts are registered for the namespace "${namespace}".`));
  // One chunk per locale and namespace: a page downloads only its own language's texts.
  return import(
    /* webpackChunkName: "i18n-[request]" */ `./locales/${locale}/${namespace}.json`
  ).then(jsonOf);
}

/**
 * One namespace's texts in one locale, complete: a locale with fallbacks (de-AT and de-CH fall back
 * to de-DE) gets its own texts over its fallbacks' in one bundle. i18next counts a namespace as
 * loaded once the page locale's bundle is in, even while the fallback's is still on its way; with
 * the nearly empty de-AT bundle alone, a component rendered in that moment showed keys instead of
 * texts (a hydration mismatch on the AT page, e2e/server-rendering.spec.ts). Keys are flat, so a
 * shallow merge is the whole merge.
 */
export async function loadNamespace(
  locale: Locale,
  namespace: string,
  loader?: TextsLoader,
): Promise<Record<string, unknown>> {
  const chain = [...(LOCALE_FALLBACKS[locale] ?? [])].reverse();
  const bundles = await Promise.all(
    [...chain, locale].map((each) => loadOwnTexts(each, namespace, loader)),
  );
  return Object.assign({}, ...bundles) as Record<string, unknown>;
}

let initialising: Promise<i18n> | undefined;

/**
 * Initialises the page's one i18next instance. The shell calls it once before any remote renders;
 * a remote running alone in its harness calls it too. Calling it again returns the same instance.
 */
export function initI18n(
  locale: Locale,
  preload: readonly Namespace[] = ['common'],
): Promise<i18n> {
  initialising ??= i18next
    .use(initReactI18next)
    .use(
      resourcesToBackend((language: string, namespace: string) =>
        loadNamespace(language as Locale, namespace),
      ),
    )
    .init({
      lng: locale,
      supportedLngs: [...LOCALES],
      // No fallback languages: loadNamespace already merges a locale's fallbacks into its bundle, so
      // i18next asking for de-DE beside de-AT would load and keep the same texts a second time.
      fallbackLng: false,
      load: 'currentOnly',
      ns: [...preload],
      defaultNS: 'common',
      fallbackNS: 'common',
      interpolation: { escapeValue: false }, // React escapes
      react: { useSuspense: true },
      returnNull: false,
      // Keys are flat ('pageTitle.home'), so the completeness test compares plain key lists.
      keySeparator: false,
    })
    .then(() => i18next);
  return initialising;
}

export { NAMESPACES };
export type { Namespace };
