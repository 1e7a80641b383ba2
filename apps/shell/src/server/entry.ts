import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Provider as JotaiProvider } from 'jotai';
import type { LoadTexts, Locale } from '@storefront/contracts';
import { serverI18n } from './serverI18n';

/**
 * The document server's bundle (apps/shell/webpack.config.cjs, `dist/server/entry.js`): the
 * process's one federation host and the shell's React for Node. The document server requires it
 * and renders with what it exports, never with its own copies of React, i18next or jotai: a
 * remote's server container uses this bundle's shared singletons, and a context provider from
 * another copy would be invisible to it.
 */
export { serverEntryPath } from './serverEntryPath';
export { loadServerModule, ServerModuleError, type LoadServerModuleOptions, type ServerModule } from './loadServerModule';
export { serverI18n } from './serverI18n';
export { renderPage } from './renderPage';
export { PROVIDED_SHARED } from './providedShared';

/**
 * One slot alone, as HTML, with the providers the page's render gives it too (a fresh jotai store
 * and an i18next instance of the page's locale): the tests' proof that a remote's server container
 * renders in this host.
 */
export async function renderSlotToString<P extends object>(Component: ComponentType<P>, props: P & { locale: Locale }, namespaces: readonly string[], texts: ReadonlyMap<string, LoadTexts> = new Map()): Promise<string> {
  const i18n = await serverI18n(props.locale, namespaces, texts);
  return renderToString(createElement(I18nextProvider, { i18n }, createElement(JotaiProvider, null, createElement(Component, props))));
}
