export { serverRenderAndHydrate } from './serverRenderAndHydrate';
export { requestContext } from './requestContext';
export { serverTexts, withServerTexts } from './serverTexts';
export { fakeContext, localeInstance, SSR_SITES, withTexts } from './serverRendering';
export {
  faultyRelease,
  probingRelease,
  SANDBOX_PROBE_KEY,
  slowRelease,
  SERVER_FAULTS,
  type SandboxTargets,
  type ServerFault,
} from './faultyRelease';
export { freePort } from './freePort';
export { closedWithin, connectTo } from './sockets';
export { PAGE_SHAPING_COOKIE_NAMES } from './pageShapingCookies';
export { localReleases, type LocalReleases } from './localReleases';
