import type { ComponentType } from 'react';
import type { InitialState, LoadServerData, RemoteProps } from '@storefront/contracts';

/** What a shell page renders with: the page state, the props every slot gets, and its own `loadServerData` result. */
export interface ShellPageProps {
  state: InitialState;
  props: RemoteProps;
  /** Untrusted until the page parsed it (it travels in the page state); absent when the loader failed or the browser rendered alone. */
  serverData: unknown;
}

/** A shell page module, shaped like a remote's exposed module (contracts: ServerRenderableModule). */
export interface ShellPageModule {
  default: ComponentType<ShellPageProps>;
  loadServerData?: LoadServerData;
}
