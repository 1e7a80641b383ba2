/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/** Generous: initdb and two starts on a busy 2-core machine. */
const TEST_TIMEOUT_MS = 120_000;

/** A port nothing listens on (taken and given back at once). */
function silentPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address() as net.AddressInfo;
      server.close(() => resolve(address.port));
    });
  });
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/** Runs scripts/testServices.mjs in a Node of its own (it is the test command's ES module), then `code`. */
function withServices(code: string): string {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.TEST_POSTGRES_URL;
  delete env.REDIS_URL;
  const module = path.join(__dirname, 'testServices.mjs');
  const script = `import { execFileSync } from 'node:child_process';\nimport { ensureTestServices } from ${JSON.stringify(module)};\n${code}`;
  return execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    env,
    encoding: 'utf8',
  });
}

describe('the services of the test command (issue 30 item 8)', () => {
  it(
    'starts a throwaway PostgreSQL and Redis when nothing answers where they are looked for, and stops them afterwards',
    async () => {
      const [postgresPort, redisPort] = [await silentPort(), await silentPort()];
      const output = withServices(`
        const services = await ensureTestServices({}, { postgres: { host: '127.0.0.1', port: ${postgresPort} }, redis: { host: '127.0.0.1', port: ${redisPort} } });
        const database = execFileSync('psql', [services.env.TEST_POSTGRES_URL, '-tAc', 'SELECT current_database()'], { encoding: 'utf8' }).trim();
        const pong = execFileSync('redis-cli', ['-u', services.env.REDIS_URL, 'PING'], { encoding: 'utf8' }).trim();
        services.stop();
        console.log(JSON.stringify({ ...services.env, database, pong }));`);
      expect(output).toContain(
        `Nothing answered at 127.0.0.1:${postgresPort}: the tests use a throwaway PostgreSQL`,
      );
      expect(output).toContain(
        `Nothing answered at 127.0.0.1:${redisPort}: the tests use a throwaway Redis`,
      );
      const lines = output.trim().split('\n');
      const used = JSON.parse(lines[lines.length - 1] ?? '{}') as {
        TEST_POSTGRES_URL: string;
        REDIS_URL: string;
        database: string;
        pong: string;
      };
      expect(used).toMatchObject({ database: 'test', pong: 'PONG' });
      expect(used.TEST_POSTGRES_URL).toMatch(/^postgres:\/\/postgres@127\.0\.0\.1:\d+\/test$/);
      expect(used.REDIS_URL).toMatch(/^redis:\/\/127\.0\.0\.1:\d+$/);
      // Stopped: nothing answers at the throwaway addresses any more.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await answers(Number(new URL(used.TEST_POSTGRES_URL).port))).toBe(false);
      expect(await answers(Number(new URL(used.REDIS_URL).port))).toBe(false);
    },
    TEST_TIMEOUT_MS,
  );

  it('uses the services that answer at the default addresses, and starts nothing', () => {
    expect(
      JSON.parse(
        withServices(
          'const services = await ensureTestServices({}); services.stop(); console.log(JSON.stringify(services.env));',
        ).trim(),
      ),
    ).toEqual({});
  });
});
