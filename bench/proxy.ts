import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Proxy {
  port: number;
  close(): Promise<void>;
}

/**
 * A pass-through to the storefront on `upstreamPort`. With `single`, the document's shell files
 * (/shell/main.js, /shell/main.css) are swapped for the single-bundle build's (/shell/single/...),
 * which the storefront already serves from apps/shell/dist/single. Both variants go through the same
 * proxy hop, so federated and single-bundle figures stay comparable.
 */
export function startProxy(upstreamPort: number, single: boolean): Promise<Proxy> {
  const server = http.createServer((req, res) => {
    const isDocument = !/^\/(shell|remotes|service)\//.test(req.url ?? '/');
    const headers = { ...req.headers };
    // Documents are rewritten, so ask for them uncompressed (the server does not compress them anyway).
    if (isDocument) delete headers['accept-encoding'];
    const upstream = http.request(
      { host: '127.0.0.1', port: upstreamPort, method: req.method, path: req.url, headers },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        if (!single || !type.startsWith('text/html')) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const html = Buffer.concat(chunks)
            .toString('utf8')
            .replace('src="/shell/main.js"', 'src="/shell/single/main.js"')
            .replace('href="/shell/main.css"', 'href="/shell/single/main.css"');
          const out = Buffer.from(html, 'utf8');
          res.writeHead(answer.statusCode ?? 502, {
            ...answer.headers,
            'content-length': String(out.length),
          });
          res.end(out);
        });
      },
    );
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  return new Promise((resolve) => {
    // '::' with dual stack: Chromium may resolve *.localhost to ::1 or 127.0.0.1.
    server.listen({ port: 0, host: '::', ipv6Only: false }, () => {
      const { port } = server.address() as AddressInfo;
      resolve({ port, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}
