import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SANDBOX_UID, sandboxLaunch } from './sandbox';

/** A script the sandbox starts: it says which user it runs as and what it could read and reach. */
function probeScript(folder: string, secretFile: string): string {
  const script = path.join(folder, 'probe.cjs');
  fs.writeFileSync(
    script,
    `const fs = require('fs');
let secret;
try { secret = fs.readFileSync(${JSON.stringify(secretFile)}, 'utf8'); } catch (error) { secret = error.code; }
console.log(JSON.stringify({ uid: process.getuid(), secret, environment: Object.keys(process.env).filter((name) => !name.startsWith('NODE_CHANNEL')).sort() }));`,
  );
  return script;
}

function folder(mode: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-'));
  fs.chmodSync(dir, mode);
  return dir;
}

const root = process.getuid?.() === 0;

describe('the render process sandbox', () => {
  const secrets = folder(0o700);
  const secretFile = path.join(secrets, 'token-secret');
  fs.writeFileSync(secretFile, 'the-token-secret', { mode: 0o600 });
  const environment = process.env;
  beforeEach(() => (process.env = { ...environment, TOKEN_SECRET: 'the-token-secret' }));
  afterEach(() => (process.env = environment));

  it(`runs as ${root ? 'another user' : 'the storefront'} with nothing of the environment but NODE_ENV and no read outside its folders`, () => {
    const open = folder(0o755);
    const launch = sandboxLaunch(probeScript(open, secretFile), [open]);
    const run = spawnSync(launch.command, launch.args, { env: launch.env, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual({
      uid: root ? SANDBOX_UID : process.getuid?.(),
      secret: 'ERR_ACCESS_DENIED',
      environment: ['NODE_ENV'],
    });
    expect(launch.confinement).toEqual({
      network: 'own namespace',
      user: root ? `uid ${SANDBOX_UID}` : (expect.stringContaining("the storefront's") as unknown),
      files: 'read only below the allowed folders',
    });
  });

  it('keeps the storefront’s user where the other user could not read its folders, and says so', () => {
    const closed = folder(0o700);
    const launch = sandboxLaunch(probeScript(closed, secretFile), [closed]);
    const run = spawnSync(launch.command, launch.args, { env: launch.env, encoding: 'utf8' });
    expect(JSON.parse(run.stdout)).toMatchObject({
      uid: process.getuid?.(),
      secret: 'ERR_ACCESS_DENIED',
    });
    expect(launch.confinement.user).toContain("the storefront's");
  });
});
