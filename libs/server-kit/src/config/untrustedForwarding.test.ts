// A proxy the server does not trust: said once in the log, so an operator behind a load balancer
// learns that every shopper counts as one client before the first lockout does it for them.
import Fastify from 'fastify';
import { hopCountTrustWarning, warnOnUntrustedForwarding } from './untrustedForwarding';

async function serverWith(trust: Parameters<typeof warnOnUntrustedForwarding>[1]) {
  const warnings: string[] = [];
  const app = Fastify();
  warnOnUntrustedForwarding(app, trust, (message) => warnings.push(message));
  app.get('/', async () => 'ok');
  return { app, warnings };
}

describe('forwarding headers no proxy is trusted for', () => {
  it('are said once in the log, whatever comes after', async () => {
    const { app, warnings } = await serverWith(false);
    await app.inject({ url: '/' });
    expect(warnings).toEqual([]);
    for (let request = 0; request < 3; request += 1)
      await app.inject({ url: '/', headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(warnings).toEqual([expect.stringContaining('Requests carry x-forwarded-for')]);
    await app.close();
  });

  it('are no news where TRUST_PROXY names the proxies', async () => {
    const { app, warnings } = await serverWith(['10.0.0.0/8']);
    await app.inject({ url: '/', headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(warnings).toEqual([]);
    await app.close();
  });

  it('warns at start that a hop count believes whoever reaches the port directly', () => {
    expect(hopCountTrustWarning(1)).toContain('TRUST_PROXY=1 believes the first 1 hop(s)');
    expect(hopCountTrustWarning(['10.0.0.0/8'])).toBeUndefined();
    expect(hopCountTrustWarning(false)).toBeUndefined();
  });
});
