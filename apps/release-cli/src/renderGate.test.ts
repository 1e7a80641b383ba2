import path from 'node:path';
import { faultyRelease, type ServerFault } from '@storefront/testing';
import { renderGateProblems } from './renderGate';

/** Issue 26 item 4: the deploy's render gate, against the real server bundle and the footer's local build. */
const appsDir = path.resolve(__dirname, '../..');

describe('the render gate', () => {
  it('lets a healthy release through', async () => {
    expect(await renderGateProblems('footer', path.join(appsDir, 'footer/dist'))).toEqual([]);
  });

  it.each<[ServerFault, RegExp]>([
    ['spins', /^footer\/Footer on DE held the server past its deadline/],
    ['throws', /^footer\/Footer on DE failed: this release throws in its server render$/],
    [
      'allocates without bound',
      /^footer\/Footer on DE (ran out of memory|held the server past its deadline)/,
    ],
    ['calls process.exit', /^footer\/Footer on DE ended its worker/],
  ])('refuses a release whose server render %s, saying why', async (fault, reason) => {
    const problems = await renderGateProblems(
      'footer',
      faultyRelease(appsDir, 'footer', 'Footer', fault),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(reason);
  });

  it('refuses a release whose slot renders nothing', async () => {
    const problems = await renderGateProblems(
      'footer',
      faultyRelease(appsDir, 'footer', 'Footer', 'renders nothing'),
    );
    expect(problems).toEqual(['footer/Footer on DE rendered nothing on the server.']);
  });
});
