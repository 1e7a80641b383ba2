/**
 * @jest-environment node
 */
import Fastify from 'fastify';
import { CSP_NONCE_BYTES, contentSecurityPolicy, setSecurityHeaders } from './securityHeaders';

describe('content security policy', () => {
  it('allows scripts only from this origin and the registry origins, never inline or eval', () => {
    const csp = contentSecurityPolicy(['https://cdn.example']);
    expect(csp).toContain("script-src 'self' https://cdn.example");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it("allows inline scripts only with the response's nonce, keeps the host list and adds no strict-dynamic", () => {
    const csp = contentSecurityPolicy(
      ['https://cdn.example'],
      ['https://consent.example'],
      'abc+/=',
    );
    expect(csp).toContain(
      "script-src 'nonce-abc+/=' 'self' https://cdn.example https://consent.example",
    );
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|strict-dynamic/);
  });
});

describe('security headers of a page', () => {
  async function page() {
    const app = Fastify();
    const nonces: string[] = [];
    app.get('/', async (_request, reply) => {
      nonces.push(setSecurityHeaders(reply, ['https://cdn.example']));
      return 'page';
    });
    return { app, nonces };
  }

  it("puts a new base64 nonce of at least 128 bits into each response's script-src and hands it to the page", async () => {
    const { app, nonces } = await page();
    const first = await app.inject({ url: '/' });
    const second = await app.inject({ url: '/' });
    expect(nonces).toHaveLength(2);
    for (const [index, response] of [first, second].entries()) {
      const nonce = nonces[index] ?? '';
      expect(Buffer.from(nonce, 'base64').length).toBeGreaterThanOrEqual(CSP_NONCE_BYTES);
      expect(CSP_NONCE_BYTES * 8).toBeGreaterThanOrEqual(128);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]+=*$/);
      expect(response.headers['content-security-policy']).toContain(
        `script-src 'nonce-${nonce}' 'self' https://cdn.example`,
      );
      expect(response.headers['content-security-policy']).not.toMatch(/unsafe-inline|unsafe-eval/);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers['x-frame-options']).toBe('DENY');
  });
});
