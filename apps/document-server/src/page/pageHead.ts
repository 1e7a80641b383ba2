import {
  headerPlaceholderStylesheet,
  type InitialState,
  type Locale,
  type PageType,
  type RemoteRegistry,
} from '@storefront/contracts';
import { titleText, serverRenderedSlots } from '@storefront/shell';
import { firstRenderTranslationFiles } from '../document';
import { loaderAddress, type PageStylesheet } from '../inlineStylesheets';
import { translate } from '../translate';

/** The document title: the pages table's title text in the site's language. */
export function pageTitle(locale: Locale, pageType: PageType): string {
  const { namespace, key } = titleText(pageType);
  return `${translate(locale, namespace, key)} | Storefront`;
}

/** The translation files the shell's first render waits for, per locale, found once: the built files do not change while the server runs. */
export function translationPreloads(shellFiles: readonly string[]): (locale: Locale) => string[] {
  const preloads = new Map<Locale, string[]>();
  return (locale) => {
    let files = preloads.get(locale);
    if (!files)
      preloads.set(
        locale,
        (files = firstRenderTranslationFiles(shellFiles, locale).map((file) => `/shell/${file}`)),
      );
    return files;
  };
}

export interface HeadStylesheetSources {
  /** The stylesheets of slots' modules (slotStylesheets.ts). */
  slotStylesheets(slots: readonly string[], registry: RemoteRegistry): Promise<string[]>;
  /** The shared ui library's stylesheets (slotStylesheets.ts sharedStylesheetsOf). */
  uiStylesheets: readonly string[];
  /** Addresses with their text where it can be inlined (inlineStylesheets.ts). */
  stylesheetTexts(hrefs: readonly string[]): Promise<PageStylesheet[]>;
}

/**
 * The head's stylesheets, inlined where read, each marked with the address its
 * CSS chunk loader compares it with (publicPath + file): on every page the header placeholder the
 * live navigation release publishes (contracts' headerPlaceholder.ts; the frame of a page the
 * browser renders reserves the header's place with it too), and on a page rendered on the server
 * the rendered remotes' styles, then the shared ui library's, where its chunk's loader would append them.
 */
export async function headStylesheets(
  sources: HeadStylesheetSources,
  state: Pick<InitialState, 'pageType' | 'reduced' | 'registry'>,
  serverRenders: boolean,
  pageOrigin: string,
): Promise<PageStylesheet[]> {
  // Only inlined: a navigation release that publishes none (or one too large) costs the placeholder's height, never a blocking request.
  const placeholder = state.registry.navigation
    ? (
        await sources.stylesheetTexts([headerPlaceholderStylesheet(state.registry.navigation)])
      ).filter((sheet) => sheet.css !== undefined)
    : [];
  const rendered = serverRenders
    ? await sources.stylesheetTexts([
        ...(await sources.slotStylesheets(serverRenderedSlots(state), state.registry)),
        ...sources.uiStylesheets,
      ])
    : [];
  return [...placeholder, ...rendered].map((sheet) => ({
    ...sheet,
    href: loaderAddress(sheet.href, pageOrigin),
  }));
}
