import net from 'node:net';

/** A raw TCP connection to a local port, for tests that hold connections or trickle a request. */
export function connectTo(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
    socket.on('error', reject);
  });
}

/** Resolves with how long the server took to close the socket; rejects if it is still open after `withinMs`. */
export function closedWithin(socket: net.Socket, withinMs: number): Promise<number> {
  const start = Date.now();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still open after ${withinMs} ms`)), withinMs);
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(Date.now() - start);
    });
  });
}
