import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ReadinessSchema } from '../domains/health/routes';
import { listenWhileStarting, startBehindProbes, STARTING_RETRY_AFTER_S } from './startingProbes';

/** A port nobody listens on right now. */
async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('the probes while the process starts', () => {
  it('say alive, not ready, and ask everything else to come back later', async () => {
    const port = await freePort();
    const probes = await listenWhileStarting(port, '127.0.0.1');
    try {
      const live = await fetch(`http://127.0.0.1:${port}/service/health/live`);
      expect(live.status).toBe(200);
      const ready = await fetch(`http://127.0.0.1:${port}/service/health/ready?probe=1`);
      expect(ready.status).toBe(503);
      expect(ready.headers.get('cache-control')).toBe('no-store');
      expect(ReadinessSchema.parse(await ready.json())).toEqual({ status: 'starting' });
      for (const path of ['/', '/service/cart/api/cart', '/service/health/live/../ready']) {
        const answer = await fetch(`http://127.0.0.1:${port}${path}`);
        expect(answer.status).toBe(503);
        expect(answer.headers.get('retry-after')).toBe(String(STARTING_RETRY_AFTER_S));
      }
    } finally {
      await probes.close();
    }
  });

  it('hand the port to the real server once it is built, and never leave it to a failed start', async () => {
    const port = await freePort();
    let duringBuild: number | undefined;
    const real = http.createServer((_request, response) => response.end('real'));
    await startBehindProbes(
      port,
      '127.0.0.1',
      async () => {
        duringBuild = (await fetch(`http://127.0.0.1:${port}/service/health/ready`)).status;
        return real;
      },
      (server) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    );
    try {
      expect(duringBuild).toBe(503);
      expect(await (await fetch(`http://127.0.0.1:${port}/service/health/ready`)).text()).toBe(
        'real',
      );
    } finally {
      await new Promise((resolve) => real.close(resolve));
    }

    await expect(
      startBehindProbes(
        port,
        '127.0.0.1',
        () => Promise.reject(new Error('TOKEN_SECRET is too short')),
        () => Promise.resolve(),
      ),
    ).rejects.toThrow('TOKEN_SECRET is too short');
    // The port is free again: nothing answers as if the process were starting.
    await expect(fetch(`http://127.0.0.1:${port}/service/health/live`)).rejects.toThrow();
  });
});
