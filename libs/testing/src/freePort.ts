import net from 'node:net';

/**
 * A port no one listens on now, chosen by the kernel (listen on 0), for a server a test starts in
 * another process. A port picked at random between 20000 and 40000 fell into Linux's ephemeral
 * range (32768–60999) that outgoing connections take theirs from: under load a storefront process
 * found its port taken and exited before it answered (scaleOut.postgres.test.ts in CI).
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
