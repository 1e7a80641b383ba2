import { lazy, Suspense } from 'react';
import type { InitialState, RemoteProps } from '@storefront/contracts';
import { RemoteSlot } from '../slots/RemoteSlot';
import { SlotUnavailable } from '../fallbacks/SlotUnavailable';
import { HomePage } from './HomePage';
import { ProductPage } from './ProductPage';
import { ContentPage } from './ContentPage';
import { NotFoundPage } from './NotFoundPage';
import { LoginPage } from './LoginPage';
import { StaffLoginPage } from './StaffLoginPage';
import { LogoutPage } from './LogoutPage';

// Its own chunk: only the catalogue page downloads it (libs/ui's catalogue of every component).
const UiCatalogue = lazy(() => import('@storefront/ui/src/catalogue/UiCatalogue'));

/** The page between header and footer, chosen by the page type the document server resolved. */
export function Page({ state, props }: { state: InitialState; props: RemoteProps }) {
  switch (state.pageType) {
    case 'home':
      return <HomePage props={props} prefetched={state.prefetched} />;
    case 'ProductDetailPage':
      return <ProductPage props={props} path={state.path} prefetched={state.prefetched} />;
    case 'basket':
      return <RemoteSlot remote="cart" module="CartPage" props={{ ...props, demo: state.demo === true }} fallback={<SlotUnavailable remote="cart" />} />;
    case 'search':
      return <RemoteSlot remote="search" module="SearchResults" props={props} fallback={<SlotUnavailable remote="search" />} />;
    case 'newsletter':
      return <RemoteSlot remote="newsletter" module="SignUpPage" props={props} fallback={<SlotUnavailable remote="newsletter" />} />;
    case 'newsletterConfirm':
      return <RemoteSlot remote="newsletter" module="DoubleOptIn" props={props} fallback={<SlotUnavailable remote="newsletter" />} />;
    case 'newsletterSubscription':
      return <RemoteSlot remote="newsletter" module="Subscription" props={props} fallback={<SlotUnavailable remote="newsletter" />} />;
    case 'content':
      return <ContentPage path={state.path} />;
    case 'notFound':
      return <NotFoundPage />;
    case 'uiCatalogue':
      return (
        <Suspense fallback={null}>
          <UiCatalogue />
        </Suspense>
      );
    case 'login':
      return (
        <Suspense fallback={null}>
          <LoginPage site={state.site} prefetched={state.prefetched} />
        </Suspense>
      );
    case 'staffLogin':
      return (
        <Suspense fallback={null}>
          <StaffLoginPage site={state.site} prefetched={state.prefetched} />
        </Suspense>
      );
    case 'logout':
      return (
        <Suspense fallback={null}>
          <LogoutPage prefetched={state.prefetched} />
        </Suspense>
      );
  }
}
