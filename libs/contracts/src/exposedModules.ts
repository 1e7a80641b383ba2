import type { RemoteName } from './schemas/registry';

/**
 * The modules of each remote that the shell's slots load (`RemoteSlot remote="cart"
 * module="MiniCart"`). A release of a remote that no longer exposes one of them is refused by the
 * deploy's compatibility check; `exposedModules.test.ts` holds this list against each remote's
 * webpack `exposes`.
 */
export const SLOT_MODULES = {
  navigation: ['Header'],
  search: ['SearchBox', 'SearchResults'],
  cart: ['MiniCart', 'CartPage', 'AddToCartButton', 'externalCartChange'],
  newsletter: ['SignUp', 'SignUpPage', 'DoubleOptIn'],
  footer: ['Footer'],
  preview: ['PreviewPanel'],
} as const satisfies Record<RemoteName, readonly string[]>;

export type SlotModule<R extends RemoteName> = (typeof SLOT_MODULES)[R][number];
