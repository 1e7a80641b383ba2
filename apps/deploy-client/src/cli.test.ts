// The program as a team's CI runs it, against a stand-in release service on a real local port:
// what it sends, what it prints and the exit code the pipeline sees.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { main } from './cli';
import type { ListingReply } from './contract';
import {
  type Answer,
  changeReply,
  type Handler,
  keyReply,
  problem,
  type RecordedRequest,
  startTestService,
  type TestService,
  testKey,
} from './testService';

const RELEASE = '0a1b2c3d4e5f';
const COMMIT = 'c0ffee0c0ffee0c0ffee0c0ffee0c0ffee0c0ffe';

let dist: string;
let service: TestService | undefined;
beforeEach(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-client-dist-'));
  fs.writeFileSync(path.join(dist, 'mf-manifest.json'), '{"name":"footer"}');
  fs.mkdirSync(path.join(dist, 'static/js'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'static/js/main.js'), 'console.log("footer")');
});
afterEach(async () => {
  fs.rmSync(dist, { recursive: true, force: true });
  await service?.close();
  service = undefined;
});

/** The service answering each route as the real one would, unless `answers` says otherwise. */
function serviceAnswering(answers: Record<string, Answer> = {}): Handler {
  return (request: RecordedRequest) => {
    const custom = answers[`${request.method} ${request.url}`];
    if (custom) return custom;
    if (request.url === '/v1/remotes/footer/releases' && request.method === 'POST')
      return { status: 201, body: { remote: 'footer', release: RELEASE } };
    if (request.url === '/v1/remotes/footer/deploys') {
      const body = request.body as { release: string; percent?: number; site?: 'DE' };
      return {
        status: 200,
        body: changeReply(
          body.percent
            ? { kind: 'canary', release: body.release, percent: body.percent }
            : { kind: 'deploy', release: body.release },
          { site: body.site ?? null },
        ),
      };
    }
    if (request.url === '/v1/key') return { status: 200, body: keyReply('team-footer') };
    return problem(404, 'invalid-request', `No route ${request.method} ${request.url}`);
  };
}

async function run(argv: string[], env: Record<string, string | undefined> = {}) {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const code = await main(argv, env, {
    stdout: (line) => stdout.push(line),
    stderr: (line) => stderr.push(line),
  });
  return {
    code,
    stdout: stdout.join('\n'),
    stderr: stderr.join('\n'),
    all: [...stdout, ...stderr].join('\n'),
  };
}

async function withService(handler: Handler, key = testKey()) {
  service = await startTestService(handler);
  return { service, key, env: { RELEASE_SERVICE_URL: service.url, RELEASE_KEY: key } };
}

describe('storefront-deploy deploy', () => {
  it('uploads the build, then deploys the release it got back, with the key, and prints the live line', async () => {
    const { service, key, env } = await withService(serviceAnswering());

    const result = await run(['deploy', 'footer', '--dist', dist, '--reason', 'new links'], {
      ...env,
      GITHUB_SHA: COMMIT,
    });

    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(
      /^footer release 0a1b2c3d4e5f is live in production \(\d+\.\d s\)$/,
    );
    expect(service.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /v1/remotes/footer/releases',
      'POST /v1/remotes/footer/deploys',
    ]);
    const [upload, deploy] = service.requests;
    expect(upload?.authorization).toBe(`Bearer ${key}`);
    expect(deploy?.authorization).toBe(`Bearer ${key}`);
    expect(upload?.contentType).toBe('application/json');
    const { files } = upload?.body as { files: Record<string, string> };
    expect(
      Object.fromEntries(
        Object.entries(files).map(([file, base64]) => [
          file,
          Buffer.from(base64, 'base64').toString(),
        ]),
      ),
    ).toEqual({
      'mf-manifest.json': '{"name":"footer"}',
      'static/js/main.js': 'console.log("footer")',
    });
    expect(deploy?.body).toEqual({ release: RELEASE, reason: 'new links', commit: COMMIT });
  });

  it('upload publishes the build and deploys nothing: the release is for staff to preview first', async () => {
    const { service, env } = await withService(serviceAnswering());

    const result = await run(['upload', 'footer', '--dist', dist], env);

    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(
      /^footer release 0a1b2c3d4e5f is published and live nowhere \(\d+\.\d s\); staff preview it on any site from the preview panel, where a preview link for a reviewer is made too\.$/,
    );
    expect(service.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /v1/remotes/footer/releases',
    ]);
    expect((await run(['upload', 'footer'], env)).code).toBe(2);
    expect((await run(['upload', 'footer', '--dist', dist, '--site', 'DE'], env)).code).toBe(2);
  });

  it('deploys a canary for a share of one site and says so', async () => {
    const { service, env } = await withService(serviceAnswering());

    const result = await run(
      ['deploy', 'footer', '--dist', dist, '--percent', '10', '--site', 'DE'],
      env,
    );

    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(
      /^footer release 0a1b2c3d4e5f is a canary in production on DE for 10 % of shoppers \(\d+\.\d s\)/,
    );
    expect(service.requests[1]?.body).toEqual({ release: RELEASE, percent: 10, site: 'DE' });
  });

  it('starts a rollout: the steps and each step’s time in minutes', async () => {
    const { service, env } = await withService(serviceAnswering());

    const result = await run(
      ['deploy', 'footer', '--dist', dist, '--steps', '5,25,50,100', '--every', '2h'],
      env,
    );

    expect(result.code).toBe(0);
    expect(service.requests[1]?.body).toEqual({
      release: RELEASE,
      steps: [5, 25, 50, 100],
      stepEveryMinutes: 120,
    });
  });

  it('records the first CI variable that holds a commit, and none when none does', async () => {
    const { service, env } = await withService(serviceAnswering());

    await run(['deploy', 'footer', '--dist', dist], {
      ...env,
      DEPLOY_COMMIT: 'not a commit',
      GITHUB_SHA: '',
      CI_COMMIT_SHA: COMMIT.toUpperCase(),
    });
    await run(['deploy', 'footer', '--dist', dist], { ...env, DEPLOY_COMMIT: 'main' });

    expect((service.requests[1]?.body as { commit?: string }).commit).toBe(COMMIT);
    expect(service.requests[3]?.body).toEqual({ release: RELEASE });
  });

  it('prints the service’s problem and exits 1 when the key may not deploy the remote', async () => {
    const { service, env } = await withService(
      serviceAnswering({
        'POST /v1/remotes/footer/releases': problem(
          403,
          'remote-not-granted',
          'This key may not change footer',
          'Key 0123456789ab of team cart may change cart only; ask the operator for a key with footer.',
        ),
      }),
    );

    const result = await run(['deploy', 'footer', '--dist', dist], env);

    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Refused (remote-not-granted): This key may not change footer');
    expect(result.stderr).toContain('ask the operator for a key with footer');
    expect(result.stdout).toBe('');
    // A refused upload is never followed by a deploy.
    expect(service.requests).toHaveLength(1);
  });

  it('refuses a build before sending anything, naming the file', async () => {
    const { service, env } = await withService(serviceAnswering());
    fs.symlinkSync('/etc/passwd', path.join(dist, 'static/passwd'));

    const result = await run(['deploy', 'footer', '--dist', dist], env);

    expect(result.code).toBe(1);
    expect(result.stderr).toContain('"static/passwd"');
    expect(result.stderr).toContain('Nothing was sent');
    expect(service.requests).toEqual([]);
  });

  it('refuses a folder without mf-manifest.json as no build of the remote, sending nothing', async () => {
    const { service, env } = await withService(serviceAnswering());
    fs.rmSync(path.join(dist, 'mf-manifest.json'));

    const result = await run(['deploy', 'footer', '--dist', dist], env);

    expect(result.code).toBe(1);
    expect(result.stderr).toContain('is no build of footer');
    expect(service.requests).toEqual([]);
  });

  it('exits 1 with a clear message when an answer does not fit the contract, and says the deploy may have happened', async () => {
    const { env } = await withService(
      serviceAnswering({ 'POST /v1/remotes/footer/deploys': { status: 200, body: { ok: true } } }),
    );

    const result = await run(['deploy', 'footer', '--dist', dist], env);

    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(
      'answered POST /v1/remotes/footer/deploys with HTTP 200 and something that is not its answer in API v1',
    );
    expect(result.stderr).toContain('storefront-deploy releases footer');
  });

  it('exits 1 when an error answer is no problem of the contract (a proxy’s page)', async () => {
    const { env } = await withService(
      serviceAnswering({
        'POST /v1/remotes/footer/releases': {
          status: 502,
          body: '<html>Bad Gateway</html>',
          headers: { 'content-type': 'text/html' },
        },
      }),
    );

    const result = await run(['deploy', 'footer', '--dist', dist], env);

    expect(result.code).toBe(1);
    expect(result.stderr).toContain('HTTP 502');
    expect(result.stderr).toContain('no problem of API v1');
    expect(result.stderr).toContain('Nothing was deployed');
    expect(result.stderr).not.toContain('Bad Gateway</html>');
  });

  it('does not follow a redirect, so the key goes nowhere else', async () => {
    const elsewhere = await startTestService(serviceAnswering());
    try {
      const { env } = await withService(() => ({
        status: 307,
        body: '',
        headers: { location: `${elsewhere.url}/v1/remotes/footer/releases` },
      }));

      const result = await run(['deploy', 'footer', '--dist', dist], env);

      expect(result.code).toBe(1);
      expect(result.stderr).toContain('with a redirect (HTTP 307)');
      expect(elsewhere.requests).toEqual([]);
    } finally {
      await elsewhere.close();
    }
  });

  it('exits 1 naming the address when the service cannot be reached', async () => {
    const closed = await startTestService(serviceAnswering());
    await closed.close();

    const result = await run(['deploy', 'footer', '--dist', dist], {
      RELEASE_SERVICE_URL: closed.url,
      RELEASE_KEY: testKey(),
    });

    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`The release service at ${closed.url} could not be reached`);
    expect(result.stderr).toContain('ECONNREFUSED');
  });
});

describe('settings and the command line', () => {
  it('refuses a malformed RELEASE_KEY before any request, without showing it', async () => {
    const secret = 'hunter2-this-is-not-a-team-key-but-it-is-secret';
    const { service } = await withService(serviceAnswering());

    const result = await run(['deploy', 'footer', '--dist', dist], {
      RELEASE_SERVICE_URL: service.url,
      RELEASE_KEY: `sfk_0123456789ab_${secret}`,
    });

    expect(result.code).toBe(2);
    expect(result.all).toContain('RELEASE_KEY is no team key');
    expect(result.all).toContain('sfk_<12 hex>_<43 base64url>');
    expect(result.all).not.toContain(secret);
    expect(service.requests).toEqual([]);
  });

  it('takes a key with the newline a secret store kept', async () => {
    const key = testKey();
    const { service } = await withService(serviceAnswering());

    const result = await run(['key'], {
      RELEASE_SERVICE_URL: service.url,
      RELEASE_KEY: `${key}\n`,
    });

    expect(result.code).toBe(0);
    expect(service.requests[0]?.authorization).toBe(`Bearer ${key}`);
  });

  it('exits 2 with the usage when RELEASE_SERVICE_URL is missing', async () => {
    const result = await run(['deploy', 'footer', '--dist', dist], { RELEASE_KEY: testKey() });

    expect(result.code).toBe(2);
    expect(result.stderr).toContain('RELEASE_SERVICE_URL is not set');
    expect(result.stderr).toContain('usage: storefront-deploy');
  });

  it.each([
    ['a URL with credentials', 'https://ci:s3cr3t-pw@releases.example.com', 'no credentials'],
    ['another protocol', 'ftp://releases.example.com', 'must be http(s)'],
    ['no URL', 'releases.example.com', 'is no URL'],
  ])('exits 2 on %s, without echoing it', async (_, url, message) => {
    const result = await run(['key'], { RELEASE_SERVICE_URL: url, RELEASE_KEY: testKey() });

    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
    expect(result.all).not.toContain('s3cr3t-pw');
  });

  it.each([
    ['no command', []],
    ['an unknown command', ['publish', 'footer']],
    ['an unknown remote', ['promote', 'header']],
    ['no remote', ['promote']],
    ['an option of another command', ['deploy', 'footer', '--dist', '.', '--to', RELEASE]],
    ['an unknown option', ['releases', 'footer', '--force']],
    ['deploy without --dist', ['deploy', 'footer']],
    ['a percent for everyone', ['deploy', 'footer', '--dist', '.', '--percent', '100']],
    ['a percent that is no number', ['deploy', 'footer', '--dist', '.', '--percent', 'ten']],
    ['steps without a step time', ['deploy', 'footer', '--dist', '.', '--steps', '5,100']],
    [
      'a step time in seconds',
      ['deploy', 'footer', '--dist', '.', '--steps', '5,100', '--every', '30s'],
    ],
    [
      'steps that are no shares',
      ['deploy', 'footer', '--dist', '.', '--steps', '5,half', '--every', '10m'],
    ],
    ['an unknown site', ['releases', 'footer', '--site', 'FR']],
    ['a malformed release id', ['rollback', 'footer', '--to', '../../etc']],
    ['a keep of zero', ['prune', 'footer', '--keep', '0']],
    ['a commit that is none', ['deploy', 'footer', '--dist', '.', '--commit', 'main']],
    ['a reason too long', ['promote', 'footer', '--reason', 'x'.repeat(501)]],
  ])('exits 2 with the usage on %s, sending nothing', async (_, argv) => {
    const { service, env } = await withService(serviceAnswering());

    const result = await run(argv, env);

    expect(result.code).toBe(2);
    expect(result.stderr).toContain('usage: storefront-deploy');
    expect(service.requests).toEqual([]);
  });

  it('says the bound the contract sets', async () => {
    const result = await run(['deploy', 'footer', '--dist', '.', '--percent', '100'], {});
    expect(result.stderr).toContain(
      '--percent wants a whole number of shoppers in a hundred, at most 99',
    );
  });
});

describe('the other commands', () => {
  it('lists the releases, live marked * and the canary ~, who published them, and the history', async () => {
    const listing: ListingReply = {
      environment: 'production',
      site: 'DE',
      releases: [
        {
          id: 'bbbbbbbbbbbb',
          published: '2025-03-02T10:00:00.000Z',
          live: false,
          publisher: 'footer',
        },
        { id: 'aaaaaaaaaaaa', published: '2025-03-01T10:00:00.000Z', live: true, publisher: null },
        // As a service older than the publisher answers.
        { id: '999999999999', published: '2025-02-01T10:00:00.000Z', live: false },
      ],
      canary: { release: 'bbbbbbbbbbbb', percent: 10, since: '2025-03-02T10:05:00.000Z' },
      history: [
        changeReply({
          kind: 'deploy',
          release: 'aaaaaaaaaaaa',
          previous: null,
          reason: 'first',
          commit: COMMIT,
          at: '2025-03-01T10:01:00.000Z',
        }).change,
        changeReply({
          kind: 'canary',
          release: 'bbbbbbbbbbbb',
          previous: 'aaaaaaaaaaaa',
          percent: 10,
          at: '2025-03-02T10:05:00.000Z',
        }).change,
      ],
    };
    const { service, env } = await withService(
      serviceAnswering({
        'GET /v1/remotes/footer/releases?site=DE': { status: 200, body: listing },
      }),
    );

    const result = await run(['releases', 'footer', '--site', 'DE'], env);

    expect(result.code).toBe(0);
    expect(service.requests[0]?.method).toBe('GET');
    expect(result.stdout.split('\n')).toEqual([
      'Releases of footer (* live in production on DE, ~ its canary), newest first:',
      '~ bbbbbbbbbbbb  2025-03-02T10:00:00.000Z  by footer  canary for 10 % since 2025-03-02T10:05:00.000Z',
      '* aaaaaaaaaaaa  2025-03-01T10:00:00.000Z  by unknown',
      '  999999999999  2025-02-01T10:00:00.000Z',
      'Changes of footer in production on DE:',
      `  2025-03-01T10:01:00.000Z  deploy          the production environment's release -> aaaaaaaaaaaa  by team-footer at c0ffee0c0ffe: first`,
      '  2025-03-02T10:05:00.000Z  canary          aaaaaaaaaaaa -> bbbbbbbbbbbb (10 %)  by team-footer',
    ]);
  });

  it('rolls back to a release and says where the remote is now', async () => {
    const { service, env } = await withService(
      serviceAnswering({
        'POST /v1/remotes/footer/rollback': {
          status: 200,
          body: changeReply({ kind: 'rollback-to', release: 'aaaaaaaaaaaa', previous: RELEASE }),
        },
      }),
    );

    const result = await run(
      ['rollback', 'footer', '--to', 'aaaaaaaaaaaa', '--reason', 'broken links'],
      env,
    );

    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^footer is back on aaaaaaaaaaaa in production \(\d+\.\d s\)\.$/);
    expect(service.requests[0]?.body).toEqual({ to: 'aaaaaaaaaaaa', reason: 'broken links' });
  });

  it('says a rollback ended the canary when the service did that', async () => {
    const { env } = await withService(
      serviceAnswering({
        'POST /v1/remotes/footer/rollback': {
          status: 200,
          body: changeReply({
            kind: 'canary-rollback',
            release: RELEASE,
            previous: 'aaaaaaaaaaaa',
          }),
        },
      }),
    );

    const result = await run(['rollback', 'footer'], env);

    expect(result.stdout).toMatch(
      /^footer's canary 0a1b2c3d4e5f is ended in production; every shopper has aaaaaaaaaaaa again/,
    );
  });

  it('promotes, ends a canary and prunes through their routes', async () => {
    const { service, env } = await withService(
      serviceAnswering({
        'POST /v1/remotes/footer/promote': {
          status: 200,
          body: changeReply({ kind: 'promote', release: RELEASE }, { site: 'AT' }),
        },
        'POST /v1/remotes/footer/end-canary': problem(
          409,
          'nothing-to-do',
          'footer has no canary to end on AT',
        ),
        'POST /v1/remotes/footer/prune': { status: 200, body: { pruned: ['999999999999'] } },
      }),
    );

    const promoted = await run(['promote', 'footer', '--site', 'AT'], env);
    const ended = await run(['end-canary', 'footer', '--site', 'AT'], env);
    const pruned = await run(['prune', 'footer', '--keep', '3', '--grace-hours', '1.5'], env);

    expect(promoted.code).toBe(0);
    expect(promoted.stdout).toMatch(
      /^footer release 0a1b2c3d4e5f is live for every shopper in production on AT/,
    );
    expect(ended.code).toBe(1);
    expect(ended.stderr).toContain('Refused (nothing-to-do): footer has no canary to end on AT');
    expect(pruned.stdout).toBe('Pruned 1 release(s) of footer no registry uses: 999999999999.');
    expect(service.requests.map((request) => [request.url, request.body])).toEqual([
      ['/v1/remotes/footer/promote', { site: 'AT' }],
      ['/v1/remotes/footer/end-canary', { site: 'AT' }],
      ['/v1/remotes/footer/prune', { keep: 3, graceHours: 1.5 }],
    ]);
  });

  it('says what the key may do', async () => {
    const { env } = await withService(serviceAnswering());

    const result = await run(['key'], env);

    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(
      /^Key 0123456789ab of team team-footer may change footer in production on every site; it expires .* \(in 30 days\)\.$/,
    );
  });
});
