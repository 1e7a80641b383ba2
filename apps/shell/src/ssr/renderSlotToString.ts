import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Provider as JotaiProvider } from 'jotai';
import type { LoadTexts, Locale } from '@storefront/contracts';
import { serverI18n } from './serverI18n';

/**
 * One slot alone, as HTML, with the providers the page's render gives it too (a fresh jotai store
 * and an i18next instance of the page's locale): the tests' proof that a remote's server container
 * renders in this host, and the deploy gate's test render.
 */
export async function renderSlotToString<P extends object>(
  Component: ComponentType<P>,
  props: P & { locale: Locale },
  namespaces: readonly string[],
  texts: ReadonlyMap<string, LoadTexts> = new Map(),
): Promise<string> {
  const i18n = await serverI18n(props.locale, namespaces, texts);
  return renderToString(
    createElement(
      I18nextProvider,
      { i18n },
      createElement(JotaiProvider, null, createElement(Component, props)),
    ),
  );
}
