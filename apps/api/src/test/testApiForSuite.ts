import type { ApiConfig } from '../config';
import { API_START_TIMEOUT_MS, startTestApi, type TestApi } from './testApi';

/**
 * The test API of a test file (or of a describe block): started before its tests, closed after them.
 * The answer stands for the API from the tests' start on; used before (at module level) it throws.
 */
export function testApiForSuite(overrides: Partial<ApiConfig> = {}): TestApi {
  let started: TestApi | undefined;
  beforeAll(async () => {
    started = await startTestApi(overrides);
  }, API_START_TIMEOUT_MS);
  afterAll(() => started?.close());
  const api = (): TestApi => {
    if (!started)
      throw new Error('The test API starts in beforeAll: use it inside a test or a hook.');
    return started;
  };
  return {
    get app() {
      return api().app;
    },
    // A test that restarts the API puts the new app here, as into startTestApi's own answer.
    set app(app) {
      api().app = app;
    },
    get config() {
      return api().config;
    },
    get db() {
      return api().db;
    },
    inject: (options) => api().inject(options),
    close: () => api().close(),
  };
}
