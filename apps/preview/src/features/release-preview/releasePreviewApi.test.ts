import { HttpError, type HttpClient } from '@storefront/platform';
import { createReleaseLink, endReleasePreview, refusalDetail } from './releasePreviewApi';

const problem = (status: number, detail?: string) =>
  new HttpError('status', `The server answered ${status}.`, status, {
    type: 'urn:storefront:refused',
    title: 'Refused.',
    status,
    ...(detail === undefined ? {} : { detail }),
  });

function fakeClient(overrides: Partial<HttpClient>): HttpClient {
  const unused = () => Promise.reject(new Error('not expected'));
  return { request: unused, get: unused, postJson: unused, putJson: unused, ...overrides };
}

describe('refusalDetail', () => {
  it("is the problem's detail of a 4xx answer", () => {
    expect(refusalDetail(problem(409, 'It failed its compatibility check.'))).toBe(
      'It failed its compatibility check.',
    );
    expect(refusalDetail(problem(400, 'Unknown release.'))).toBe('Unknown release.');
  });

  it('is undefined for a 4xx without a detail, a 5xx, a body that is no problem, or no answer', () => {
    expect(refusalDetail(problem(409))).toBeUndefined();
    expect(refusalDetail(problem(409, '  '))).toBeUndefined();
    expect(refusalDetail(problem(500, 'Stack trace'))).toBeUndefined();
    expect(
      refusalDetail(new HttpError('status', 'The server answered 404.', 404, 'Not Found')),
    ).toBeUndefined();
    expect(refusalDetail(new HttpError('network', 'offline'))).toBeUndefined();
    expect(refusalDetail(new Error('boom'))).toBeUndefined();
  });
});

describe('the release preview calls', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('an ended preview answered without a body is a failure without a reason', async () => {
    const client = fakeClient({ request: () => Promise.resolve({ status: 204, data: undefined }) });
    expect(await endReleasePreview('footer', client)).toEqual({ ok: false, detail: undefined });
    expect(console.error).toHaveBeenCalled();
  });

  it('a refused link is a failure with the reason, not logged', async () => {
    const client = fakeClient({
      postJson: () => Promise.reject(problem(403, 'Staff login required.')),
    });
    expect(
      await createReleaseLink({ remote: 'footer', release: 'a1b2c3d4e5f6', site: 'DE' }, client),
    ).toEqual({ ok: false, detail: 'Staff login required.' });
    expect(console.error).not.toHaveBeenCalled();
  });
});
