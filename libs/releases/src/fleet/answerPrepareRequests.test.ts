import type pg from 'pg';
import { prepareAnswerer } from './answerPrepareRequests';
import type { ReleaseCache } from '../registry/releaseCache';

const request = {
  request: '4b0c6a5e-1d2f-4c3b-9a8e-7f6d5c4b3a21',
  environment: 'test',
  remote: 'footer',
  release: 'c0ffeec0ffee',
};
const settled = () => new Promise((resolve) => setImmediate(resolve));

/** The answers written into `fleet_prepared`; the first `failing` writes fail, as on a connection just cut. */
function answers(failing: number) {
  const written: unknown[][] = [];
  let failures = failing;
  const query = jest.fn(async (_sql: string, values: unknown[]) => {
    if (failures > 0) {
      failures -= 1;
      throw new Error('terminating connection due to administrator command');
    }
    written.push(values);
  });
  // Only `query` is used by the answerer: a stand-in, not a pool.
  return { pool: { query } as unknown as pg.Pool, written };
}

const cache: ReleaseCache = { ensure: async () => undefined };
/** host-a's answerer over `pool`, preparing with `prepare`. */
const answererOf = (
  pool: pg.Pool,
  prepare: () => Promise<void>,
  warn: (message: string) => void = () => undefined,
) => prepareAnswerer(pool, 'host-a', 'test', cache, () => prepare, warn);

describe('a host answering a deploy’s prepare request', () => {
  it('prepares once however often it is asked', async () => {
    const { pool, written } = answers(0);
    const prepare = jest.fn(async () => undefined);
    const answer = answererOf(pool, prepare);
    answer(request);
    answer(request);
    await settled();
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(written).toEqual([[request.request, 'host-a', null, false]]);
  });

  it('answers again when asked again after its answer could not be written (the store’s connection cut meanwhile)', async () => {
    const { pool, written } = answers(1);
    const warnings: string[] = [];
    const prepare = jest.fn(async () => undefined);
    const answer = answererOf(pool, prepare, (message) => warnings.push(message));
    answer(request);
    await settled();
    expect(written).toEqual([]);
    expect(warnings).toEqual([expect.stringContaining('was not written')]);
    answer(request);
    await settled();
    expect(written).toEqual([[request.request, 'host-a', null, false]]);
  });

  it('marks a copy that failed on this host’s disk as its own fault, a failed render as the release’s', async () => {
    const { pool, written } = answers(0);
    const broken: ReleaseCache = {
      ensure: async () => {
        throw new Error('ENOTDIR: not a directory');
      },
    };
    prepareAnswerer(
      pool,
      'host-a',
      'test',
      broken,
      () => async () => undefined,
      () => undefined,
    )(request);
    prepareAnswerer(
      pool,
      'host-b',
      'test',
      cache,
      () => async () => {
        throw new Error('footer/Footer did not render');
      },
      () => undefined,
    )(request);
    await settled();
    expect(written).toEqual(
      expect.arrayContaining([
        [request.request, 'host-a', 'ENOTDIR: not a directory', true],
        [request.request, 'host-b', 'footer/Footer did not render', false],
      ]),
    );
  });
});
