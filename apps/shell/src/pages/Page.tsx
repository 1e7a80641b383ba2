import type { ComponentType, ReactNode } from 'react';
import {
  type ExposedComponentKey,
  type InitialState,
  type RemoteProps,
  slotParts,
} from '@storefront/contracts';
import { RemoteSlot } from '../slots/RemoteSlot';
import { SlotUnavailable } from '../fallbacks/SlotUnavailable';
import { PAGE_SERVER_DATA_KEY, pageDefinition, type ShellPageType } from './pages';
import { SHELL_PAGE_MODULES } from './pageModules';

/**
 * A remote's module as the page. The row's `remote/Module` is a key of contracts' catalogue (pages.ts
 * types it so); as any of the page keys it no longer says which props its module takes, and every
 * page module takes the props every slot gets (the cart page also `demo`).
 */
const RemotePageSlot = RemoteSlot as unknown as ComponentType<{
  slot: ExposedComponentKey;
  props: RemoteProps & { demo?: boolean };
  fallback: ReactNode;
}>;

/** The page between header and footer, as the pages table (./pages.ts) says for the page type the document server resolved. */
export function Page({ state, props }: { state: InitialState; props: RemoteProps }) {
  const { remotePage, demoProp } = pageDefinition(state.pageType);
  if (remotePage)
    return (
      <RemotePageSlot
        slot={remotePage}
        props={demoProp ? { ...props, demo: state.demo === true } : props}
        fallback={<SlotUnavailable remote={slotParts(remotePage).remote} />}
      />
    );
  const ShellPage = SHELL_PAGE_MODULES[state.pageType as ShellPageType].default;
  return (
    <ShellPage state={state} props={props} serverData={state.serverData?.[PAGE_SERVER_DATA_KEY]} />
  );
}
