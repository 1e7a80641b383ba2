import type { ComponentType } from 'react';
import type { RemoteName } from '@storefront/contracts';

// Single-bundle measuring build only (webpack.single.cjs, bench/). It imports the remotes' exposed
// components directly, which the product never does (remotes load through federation), so the
// benchmark can compare the same page with and without federation. webpack turns the template into
// one lazy chunk per file of every remote's `src/expose/` (as a remote is on the federated page), so
// a newly exposed module needs no line here.

/** Same contract as federation/loadExposed, without the runtime. */
export async function loadExposed<P>(
  remote: RemoteName,
  module: string,
): Promise<{ default: ComponentType<P> }> {
  const loaded = (await import(
    /* webpackExclude: /\.test\.tsx$/ */ `../../../${remote}/src/expose/${module}.tsx`
  ).catch(() => {
    throw new Error(`${remote}: ./${module} is not in the single-bundle build`);
  })) as { default: ComponentType<P> };
  return { default: loaded.default };
}
