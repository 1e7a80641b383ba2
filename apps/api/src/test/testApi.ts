import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { createApiApp } from '../api';
import { apiConfigFromEnv, type ApiConfig } from '../config';

/** Every domain migrates and seeds a fresh database; on 2 busy cores that takes several seconds. */
export const API_START_TIMEOUT_MS = 60_000;

export interface TestApi {
  app: FastifyInstance;
  config: ApiConfig;
  /** A request as our own page sends it: with the csrf cookie and the matching header. */
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

const CSRF = 'test-csrf-token-0123456789';

/**
 * The real API on a real SQLite file in a fresh temporary folder, in demo mode (the tests log in
 * with the demo accounts) unless `overrides` says `demo: false`.
 */
export async function startTestApi(overrides: Partial<ApiConfig> = {}): Promise<TestApi> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-api-'));
  const config: ApiConfig = { ...apiConfigFromEnv({ DATABASE_FILE: path.join(dir, 'test.sqlite') }), logLevel: 'silent', demo: true, ...overrides };
  const app = await createApiApp(config);
  return {
    app,
    config,
    inject(options) {
      const cookies = { csrf_token: CSRF, ...(options.cookies ?? {}) };
      const headers = { 'x-csrf-token': CSRF, ...(options.headers ?? {}) };
      return app.inject({ ...options, cookies, headers });
    },
    async close() {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
