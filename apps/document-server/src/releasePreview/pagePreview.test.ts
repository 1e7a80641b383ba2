/**
 * @jest-environment node
 */
import type { FastifyRequest } from 'fastify';
import type { RemoteName } from '@storefront/contracts';
import type { ReleaseChoice } from '@storefront/preview-schemas';
import { pagePreview } from './pagePreview';

const LIVE = {
  footer: '/remotes/footer/aaaaaaaaaaaa/mf-manifest.json',
  search: '/remotes/search/mf-manifest.json',
};
const request = (cookies: Record<string, string>) => ({ cookies }) as unknown as FastifyRequest;

function preview(
  choice: ReleaseChoice | undefined,
  inStore: Partial<Record<RemoteName, string[]>>,
) {
  const warnings: string[] = [];
  const asked: string[] = [];
  const apply = pagePreview({
    api: {
      releasePreview: {
        staffOf: async () => undefined,
        choiceOf: async () => {
          asked.push('choice');
          return choice;
        },
        setChoice: async () => undefined,
        signLink: async () => ({ token: '', expires: new Date() }),
        verifyLink: async () => undefined,
      },
    },
    source: {
      releases: async (remote) =>
        (inStore[remote] ?? []).map((id) => ({
          id,
          published: new Date('2026-12-04T09:30:00.000Z'),
          publisher: 'footer',
        })),
      ensure: async (remote, release) => {
        if (!inStore[remote]?.includes(release)) throw new Error('pruned');
      },
    },
    warn: (message) => warnings.push(message),
  });
  return { apply, warnings, asked };
}

describe('a page with the releases a staff member previews', () => {
  it('puts each chosen release over its remote’s entry and names it for the page', async () => {
    const { apply } = preview({ footer: 'bbbbbbbbbbbb' }, { footer: ['bbbbbbbbbbbb'] });
    expect(await apply(request({ release_preview: 'signed' }), LIVE)).toEqual({
      registry: { ...LIVE, footer: '/remotes/footer/bbbbbbbbbbbb/mf-manifest.json' },
      notice: [
        {
          remote: 'footer',
          release: 'bbbbbbbbbbbb',
          publisher: 'footer',
          published: '2026-12-04T09:30:00.000Z',
        },
      ],
    });
  });

  it('costs a shopper nothing: no cookie, no question to the API', async () => {
    const { apply, asked } = preview({ footer: 'bbbbbbbbbbbb' }, { footer: ['bbbbbbbbbbbb'] });
    expect(await apply(request({}), LIVE)).toBeUndefined();
    expect(asked).toEqual([]);
  });

  it('is the live page where the API does not take the choice (no staff login, another login)', async () => {
    const { apply } = preview(undefined, { footer: ['bbbbbbbbbbbb'] });
    expect(await apply(request({ release_preview: 'copied' }), LIVE)).toBeUndefined();
  });

  it('shows the live release, and says why, for a chosen release this host cannot get any more', async () => {
    const { apply, warnings } = preview(
      { footer: 'bbbbbbbbbbbb', search: 'cccccccccccc' },
      { search: ['cccccccccccc'] },
    );
    const page = await apply(request({ release_preview: 'signed' }), LIVE);
    expect(page?.registry).toEqual({
      ...LIVE,
      search: '/remotes/search/cccccccccccc/mf-manifest.json',
    });
    expect(page?.notice.map((one) => one.remote)).toEqual(['search']);
    expect(warnings).toEqual([
      "A staff member's preview of footer bbbbbbbbbbbb shows the live release instead: Error: pruned",
    ]);
  });
});
