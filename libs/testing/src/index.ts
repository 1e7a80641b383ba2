export { serverRenderAndHydrate } from './serverRenderAndHydrate';
export { requestContext } from './requestContext';
export { serverTexts, withServerTexts } from './serverTexts';
export { fakeContext, localeInstance, SSR_SITES, withTexts } from './serverRendering';
export {
  browserContainerRelease,
  faultyRelease,
  onePageInThreeRelease,
  probingRelease,
  SANDBOX_PROBE_KEY,
  slowRelease,
  slowToClickRelease,
  SERVER_FAULTS,
  SHOPPER_PAGE_PARAMETER,
  type SandboxTargets,
  type ServerFault,
} from './faultyRelease';
export { clickInSlotAndStay } from './clickInSlot';
export { freePort } from './freePort';
export { closedWithin, connectTo } from './sockets';
export { PAGE_SHAPING_COOKIE_NAMES } from './pageShapingCookies';
export { localReleases, type LocalReleases } from './localReleases';
