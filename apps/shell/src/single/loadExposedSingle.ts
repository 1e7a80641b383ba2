import type { ComponentType } from 'react';
import type { RemoteName } from '@storefront/contracts';

// Single-bundle measuring build only (webpack.single.cjs, bench/). It imports the remotes' exposed
// components directly, which the product never does (remotes load through federation), so the
// benchmark can compare the same page with and without federation. Each import stays a lazy chunk,
// as a remote is on the federated page.
/* eslint-disable @typescript-eslint/no-explicit-any -- each exposed module has its own props type */
const exposed: Record<string, () => Promise<{ default: ComponentType<any> }>> = {
  'navigation/Header': () => import('../../../navigation/src/expose/Header'),
  'search/SearchBox': () => import('../../../search/src/expose/SearchBox'),
  'search/SearchResults': () => import('../../../search/src/expose/SearchResults'),
  'cart/MiniCart': () => import('../../../cart/src/expose/MiniCart'),
  'cart/CartPage': () => import('../../../cart/src/expose/CartPage'),
  'newsletter/SignUp': () => import('../../../newsletter/src/expose/SignUp'),
  'newsletter/SignUpPage': () => import('../../../newsletter/src/expose/SignUpPage'),
  'newsletter/DoubleOptIn': () => import('../../../newsletter/src/expose/DoubleOptIn'),
  'newsletter/Subscription': () => import('../../../newsletter/src/expose/Subscription'),
  'footer/Footer': () => import('../../../footer/src/expose/Footer'),
  'preview/PreviewPanel': () => import('../../../preview/src/expose/PreviewPanel'),
};
/* eslint-enable @typescript-eslint/no-explicit-any */

/** Same contract as federation/loadExposed, without the runtime. */
export async function loadExposed<P>(remote: RemoteName, module: string): Promise<{ default: ComponentType<P> }> {
  const load = exposed[`${remote}/${module}`];
  if (!load) throw new Error(`${remote}: ./${module} is not in the single-bundle build`);
  const loaded = await load();
  return { default: loaded.default as ComponentType<P> };
}
