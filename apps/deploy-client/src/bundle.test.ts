// The shipped file alone: built by build.mjs, copied into an empty folder, run by plain Node with
// nothing but the settings. If it needed a node_modules or this checkout, it would fail here.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { keyReply, startTestService, type TestService, testKey } from './testService';

const BUNDLE_NAME = 'storefront-deploy.cjs';
/** esbuild and a Node start on a busy 2-core machine. */
const BUNDLE_TEST_TIMEOUT_MS = 60_000;
const EXECUTABLE_BITS = 0o755;

const run = promisify(execFile);
let scratch: string;
let built: string;
let service: TestService | undefined;
beforeAll(async () => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-client-bundle-'));
  built = path.join(scratch, 'build', BUNDLE_NAME);
  await run(process.execPath, [path.join(__dirname, '../build.mjs'), built]);
}, BUNDLE_TEST_TIMEOUT_MS);
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));
afterEach(async () => {
  await service?.close();
  service = undefined;
});

it('is one executable file with a shebang', () => {
  expect(fs.readFileSync(built, 'utf8').split('\n')[0]).toBe('#!/usr/bin/env node');
  expect(fs.statSync(built).mode & EXECUTABLE_BITS).toBe(EXECUTABLE_BITS);
});

it(
  'runs alone with plain Node: `storefront-deploy.cjs key` in an empty folder',
  async () => {
    const alone = fs.mkdtempSync(path.join(scratch, 'alone-'));
    fs.copyFileSync(built, path.join(alone, BUNDLE_NAME));
    service = await startTestService((request) =>
      request.url === '/v1/key'
        ? { status: 200, body: keyReply('team-footer') }
        : { status: 404, body: {} },
    );
    const key = testKey();

    const { stdout } = await run(process.execPath, [BUNDLE_NAME, 'key'], {
      cwd: alone,
      env: { RELEASE_SERVICE_URL: service.url, RELEASE_KEY: key, PATH: process.env.PATH },
    });

    expect(stdout).toContain('of team team-footer may change footer');
    expect(service.requests.map((request) => request.authorization)).toEqual([`Bearer ${key}`]);
    expect(fs.readdirSync(alone)).toEqual([BUNDLE_NAME]);
  },
  BUNDLE_TEST_TIMEOUT_MS,
);

it(
  'exits 2 on a usage error',
  async () => {
    const failed = await run(process.execPath, [built, 'publish'], {
      cwd: scratch,
      env: { PATH: process.env.PATH },
    }).then(
      () => ({ code: 0, stderr: '' }),
      (error: unknown) => error as { code: number; stderr: string },
    );

    expect(failed.code).toBe(2);
    expect(failed.stderr).toContain('Unknown command "publish"');
  },
  BUNDLE_TEST_TIMEOUT_MS,
);
