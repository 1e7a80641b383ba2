/**
 * @jest-environment node
 */
import {
  RELEASE_PREVIEW_LINK_LIFETIME_S,
  signReleaseChoice,
  signReleaseLink,
  verifyReleaseChoice,
  verifyReleaseLink,
} from './releasePreviewToken';
import { PREVIEW_COOKIE_LIFETIME_S } from './previewToken';

const SECRET = 'release-preview-secret-of-at-least-32-chars!';
const OTHER_SECRET = 'another-fleet-secret-of-at-least-32-chars!!';
const NOW = 1_796_000_000;
const CHOICE = { sub: 'S-1', lid: 'L-1', releases: { footer: '3f2a9c1b2d4e' } };
const LINK = { remote: 'footer', release: '3f2a9c1b2d4e', site: 'HU' } as const;

describe('release preview tokens', () => {
  it('a choice reads back for as long as a preview lasts, then not', async () => {
    const token = await signReleaseChoice(SECRET, CHOICE, NOW);
    expect(
      await verifyReleaseChoice(SECRET, token, [], NOW + PREVIEW_COOKIE_LIFETIME_S - 1),
    ).toEqual(CHOICE);
    expect(
      await verifyReleaseChoice(SECRET, token, [], NOW + PREVIEW_COOKIE_LIFETIME_S + 1),
    ).toBeUndefined();
    expect(PREVIEW_COOKIE_LIFETIME_S).toBe(8 * 60 * 60);
  });

  it('a link opens for a week, on the site and release it names, then not', async () => {
    const { token, expires } = await signReleaseLink(SECRET, LINK, NOW);
    expect(expires).toEqual(new Date((NOW + 7 * 24 * 60 * 60) * 1000));
    expect(
      await verifyReleaseLink(SECRET, token, [], NOW + RELEASE_PREVIEW_LINK_LIFETIME_S - 1),
    ).toEqual(LINK);
    expect(
      await verifyReleaseLink(SECRET, token, [], NOW + RELEASE_PREVIEW_LINK_LIFETIME_S + 1),
    ).toBeUndefined();
  });

  it('neither stands in for the other, nor is signed by anyone without the fleet’s secret, nor survives an edit', async () => {
    const choice = await signReleaseChoice(SECRET, CHOICE, NOW);
    const { token: link } = await signReleaseLink(SECRET, LINK, NOW);
    expect(await verifyReleaseLink(SECRET, choice, [], NOW)).toBeUndefined();
    expect(await verifyReleaseChoice(SECRET, link, [], NOW)).toBeUndefined();
    const forged = await signReleaseChoice(OTHER_SECRET, CHOICE, NOW);
    expect(await verifyReleaseChoice(SECRET, forged, [], NOW)).toBeUndefined();
    const [header, payload, signature] = choice.split('.');
    const edited = Buffer.from(payload ?? '', 'base64url')
      .toString('utf8')
      .replace('3f2a9c1b2d4e', '000000000000');
    expect(
      await verifyReleaseChoice(
        SECRET,
        `${header}.${Buffer.from(edited).toString('base64url')}.${signature}`,
        [],
        NOW,
      ),
    ).toBeUndefined();
    expect(await verifyReleaseChoice(SECRET, 'x'.repeat(5000), [], NOW)).toBeUndefined();
  });

  it('a choice signed before the secret was rotated still reads with the previous secret', async () => {
    const token = await signReleaseChoice(OTHER_SECRET, CHOICE, NOW);
    expect(await verifyReleaseChoice(SECRET, token, [OTHER_SECRET], NOW)).toEqual(CHOICE);
  });
});
