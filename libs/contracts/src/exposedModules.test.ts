import type { ComponentType } from 'react';
import { REMOTE_NAMES } from './schemas/registry';
import { SLOT_MODULES, slotParts, type ExposedComponentProps } from './exposedModules';
import type Header from '../../../apps/navigation/src/expose/Header';
import type SearchBox from '../../../apps/search/src/expose/SearchBox';
import type SearchResults from '../../../apps/search/src/expose/SearchResults';
import type MiniCart from '../../../apps/cart/src/expose/MiniCart';
import type CartPage from '../../../apps/cart/src/expose/CartPage';
import type AddToCartButton from '../../../apps/cart/src/expose/AddToCartButton';
import type SignUp from '../../../apps/newsletter/src/expose/SignUp';
import type SignUpPage from '../../../apps/newsletter/src/expose/SignUpPage';
import type DoubleOptIn from '../../../apps/newsletter/src/expose/DoubleOptIn';
import type Subscription from '../../../apps/newsletter/src/expose/Subscription';
import type Footer from '../../../apps/footer/src/expose/Footer';
import type PreviewPanel from '../../../apps/preview/src/expose/PreviewPanel';

/**
 * The typecheck holds each remote's exposed component against the catalogue's props: a remote
 * whose component needs a prop the shell does not hand over no longer compiles.
 */
const components = {
  'navigation/Header': undefined as unknown as typeof Header,
  'search/SearchBox': undefined as unknown as typeof SearchBox,
  'search/SearchResults': undefined as unknown as typeof SearchResults,
  'cart/MiniCart': undefined as unknown as typeof MiniCart,
  'cart/CartPage': undefined as unknown as typeof CartPage,
  'cart/AddToCartButton': undefined as unknown as typeof AddToCartButton,
  'newsletter/SignUp': undefined as unknown as typeof SignUp,
  'newsletter/SignUpPage': undefined as unknown as typeof SignUpPage,
  'newsletter/DoubleOptIn': undefined as unknown as typeof DoubleOptIn,
  'newsletter/Subscription': undefined as unknown as typeof Subscription,
  'footer/Footer': undefined as unknown as typeof Footer,
  'preview/PreviewPanel': undefined as unknown as typeof PreviewPanel,
} satisfies {
  [Module in keyof ExposedComponentProps]: ComponentType<ExposedComponentProps[Module]>;
};

type Config = { name?: string; plugins: { _options?: { exposes?: Record<string, string> } }[] };
// A remote's build is the browser container and its server container (issue 16), alike in exposes.
type WebpackConfig = (env: unknown, argv: { mode: string }) => Config | Config[];

describe('the catalogue of modules the shell slots load', () => {
  it('types the props of every exposed component but the cart’s function module', () => {
    const catalogued = REMOTE_NAMES.flatMap((remote) =>
      SLOT_MODULES[remote].map((module) => `${remote}/${module}`),
    );
    expect(Object.keys(components).sort()).toEqual(
      catalogued.filter((module) => module !== 'cart/externalCartChange').sort(),
    );
  });

  it.each(REMOTE_NAMES)('%s exposes exactly its catalogue entries', (remote) => {
    const configs = [
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the remote's real webpack config, CommonJS
      (require(`../../../apps/${remote}/webpack.config.cjs`) as WebpackConfig)(
        {},
        { mode: 'production' },
      ),
    ].flat();
    expect(configs.map((config) => config.name)).toEqual(['browser', 'server']);
    for (const config of configs) {
      const exposes = config.plugins.map((plugin) => plugin._options?.exposes).find(Boolean) ?? {};
      expect(
        Object.keys(exposes)
          .map((key) => key.replace(/^\.\//, ''))
          .sort(),
      ).toEqual([...SLOT_MODULES[remote]].sort());
    }
  });
});

describe('slotParts', () => {
  it('takes a key apart into its remote and module, and every catalogue key into a listed module', () => {
    expect(slotParts('cart/AddToCartButton')).toEqual({
      remote: 'cart',
      module: 'AddToCartButton',
    });
    expect(slotParts('navigation/Header')).toEqual({ remote: 'navigation', module: 'Header' });
    for (const key of Object.keys(components)) {
      const { remote, module } = slotParts(key);
      expect(SLOT_MODULES[remote]).toContain(module);
    }
  });

  it.each(['wishlist/Heart', 'cart', 'cart/', '/MiniCart', ''])(
    'refuses %p, naming it: no load of an unknown remote',
    (key) => {
      expect(() => slotParts(key)).toThrow(`${key} is no remote/Module key`);
    },
  );
});
