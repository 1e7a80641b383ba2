import type { LoadServerData, PageType, ServerRequestContext } from '@storefront/contracts';
import { pageDefinition, type ShellPageType } from '../pages/pages';
import { SHELL_PAGE_MODULES } from '../pages/pageModules';
import { SERVER_SLOT_DEADLINE_MS } from './renderDeadlines';
import { NO_MARKS, type SlotMarks } from './prepareSlots';

export interface PreparedPageData {
  /** The page's `loadServerData` result as JSON; absent when it has none, failed or came late (the page then fetches in the browser). */
  data?: unknown;
  problem?: { stage: 'page data'; message: string };
}

/** The loader of a shell page (none for a remote's page: its slot has its own). */
function pageLoader(pageType: PageType): LoadServerData | undefined {
  return pageDefinition(pageType).remotePage
    ? undefined
    : SHELL_PAGE_MODULES[pageType as ShellPageType].loadServerData;
}

/**
 * Runs the shell page's `loadServerData` as prepareSlots runs a remote's: under
 * the slot deadline, its result embedded once in the page state and handed to the page on the
 * server and on the first browser render. The shell's own code: while it runs, no slot is marked.
 */
export async function preparePageData(
  pageType: PageType,
  context: ServerRequestContext,
  deadlineMs: number = SERVER_SLOT_DEADLINE_MS,
  marks: SlotMarks = NO_MARKS,
): Promise<PreparedPageData> {
  const load = pageLoader(pageType);
  if (!load) return {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the page's data was not ready within ${deadlineMs} ms`)),
      deadlineMs,
    );
  });
  try {
    // A service answer resumes the shell's loader: whatever a slot was marked with before is not running now.
    const data = await Promise.race([
      load({
        ...context,
        fetchService: (...args) => context.fetchService(...args).finally(() => marks.leave()),
      }),
      deadline,
    ]);
    return data === undefined ? {} : { data: JSON.parse(JSON.stringify(data)) as unknown };
  } catch (error) {
    return {
      problem: {
        stage: 'page data',
        message: error instanceof Error ? error.message : String(error),
      },
    };
  } finally {
    clearTimeout(timer);
  }
}
