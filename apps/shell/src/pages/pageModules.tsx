import { lazy, Suspense, type ComponentType } from 'react';
import type { ShellPageModule, ShellPageProps } from './pageProps';
import type { ShellPageType } from './pages';
import * as HomePage from './HomePage';
import * as ProductPage from './ProductPage';
import * as ContentPage from './ContentPage';
import * as NotFoundPage from './NotFoundPage';
import * as LoginPage from './LoginPage';
import * as StaffLoginPage from './StaffLoginPage';
import * as LogoutPage from './LogoutPage';

// Its own chunk: only the catalogue page downloads it (libs/ui's catalogue of every component).
const UiCatalogue = lazy(() => import('@storefront/ui/src/catalogue/UiCatalogue'));

/** A page whose parts may suspend (a lazy chunk, the login texts): nothing until they are in. */
function suspending(Page: ComponentType<ShellPageProps>): ComponentType<ShellPageProps> {
  const Suspending = (props: ShellPageProps) => (
    <Suspense fallback={null}>
      <Page {...props} />
    </Suspense>
  );
  Suspending.displayName = `Suspending(${Page.displayName ?? Page.name})`;
  return Suspending;
}

/**
 * The module of each of the shell's own pages (the rows of ./pages.ts without `remotePage`): its
 * component and, where it has data, its `loadServerData`, run on the server like a remote's. A
 * separate map from the table because the document server's thread reads the table and never
 * loads React components; the type makes it complete.
 */
export const SHELL_PAGE_MODULES: Readonly<Record<ShellPageType, ShellPageModule>> = {
  home: HomePage,
  ProductDetailPage: ProductPage,
  content: ContentPage,
  notFound: NotFoundPage,
  uiCatalogue: { default: suspending(() => <UiCatalogue />) },
  login: { ...LoginPage, default: suspending(LoginPage.default) },
  staffLogin: { ...StaffLoginPage, default: suspending(StaffLoginPage.default) },
  logout: { ...LogoutPage, default: suspending(LogoutPage.default) },
};
