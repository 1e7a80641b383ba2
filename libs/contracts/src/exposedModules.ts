import type { AddToCartProps, CartPageProps, FooterProps, HeaderProps, RemoteProps } from './props';
import { REMOTE_NAMES, type RemoteName } from './schemas/registry';

/**
 * The modules of each remote that the shell's slots load (`RemoteSlot slot="cart/MiniCart"`). A
 * release of a remote that no longer exposes one of them is refused by the deploy's compatibility
 * check; `exposedModules.test.ts` holds this list against each remote's webpack `exposes`.
 */
export const SLOT_MODULES = {
  navigation: ['Header'],
  search: ['SearchBox', 'SearchResults'],
  cart: ['MiniCart', 'CartPage', 'AddToCartButton', 'externalCartChange'],
  newsletter: ['SignUp', 'SignUpPage', 'DoubleOptIn', 'Subscription'],
  footer: ['Footer'],
  preview: ['PreviewPanel'],
} as const satisfies Record<RemoteName, readonly string[]>;

export type SlotModule<R extends RemoteName> = (typeof SLOT_MODULES)[R][number];

/**
 * The props of each exposed component, by `remote/Module`: what the shell's slot hands it and what
 * the remote's component must accept (held against the components' types by
 * `exposedModules.test.ts`). `cart/externalCartChange` is a function, not a component.
 */
export interface ExposedComponentProps {
  'navigation/Header': HeaderProps;
  'search/SearchBox': RemoteProps;
  'search/SearchResults': RemoteProps;
  'cart/MiniCart': RemoteProps;
  'cart/CartPage': CartPageProps;
  'cart/AddToCartButton': AddToCartProps;
  'newsletter/SignUp': RemoteProps;
  'newsletter/SignUpPage': RemoteProps;
  'newsletter/DoubleOptIn': RemoteProps;
  'newsletter/Subscription': RemoteProps;
  'footer/Footer': FooterProps;
  'preview/PreviewPanel': RemoteProps;
}

/** A component's key in the catalogue: `remote/Module`, what a slot loads. */
export type ExposedComponentKey = keyof ExposedComponentProps;

/** A `remote/Module` key taken apart. */
export interface SlotParts {
  remote: RemoteName;
  module: string;
}

/**
 * The remote and the module of a `remote/Module` key: the one place that knows how a slot's key is
 * written. A key whose first half names no remote is an error naming the key, never a load of an
 * unknown remote.
 */
export function slotParts(key: string): SlotParts {
  const at = key.indexOf('/');
  const remote = REMOTE_NAMES.find((name) => name === key.slice(0, at));
  if (at <= 0 || at === key.length - 1 || remote === undefined)
    throw new Error(`${key} is no remote/Module key`);
  return { remote, module: key.slice(at + 1) };
}
