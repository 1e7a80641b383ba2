import crypto from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { surviveLostConnections } from '@storefront/server-kit';
import type { RemoteName } from '@storefront/contracts';
import type { FleetChange } from '../operations/releases';
import { liveInstances } from './heartbeat';
import { PREPARE_CHANNEL } from '../store/postgresStore';
import type { PrepareRequest } from './answerPrepareRequests';

/** How long every live host has to prepare a release before the deploy fails (FLEET_PREPARE_DEADLINE_MS). */
export const PREPARE_DEADLINE_MS = 60_000;
/** How often the deploy reads the answers meanwhile. */
const ANSWER_POLL_MS = 100;
/**
 * How often the deploy asks again while hosts have not answered: a NOTIFY sent while a host's
 * listener reconnects (LISTEN_RECONNECT_MS after a cut) is never delivered to it. A host answers
 * each request once, so asking again costs the others nothing.
 */
export const PREPARE_ASK_AGAIN_MS = 1_000;
/**
 * Once a host refused, how much longer the deploy waits for the others' answers (within the
 * deadline): the release is refused either way, and the report then names every host's reason.
 */
export const REFUSAL_REPORT_WAIT_MS = 5_000;

/** How a deploy's connections name themselves in pg_stat_activity: an operator sees who waits. */
export const DEPLOY_APPLICATION_NAME = 'storefront deploy';

/** A deploy that did not switch because a host could not prepare: the message names it. */
export class PrepareFailedError extends Error {}

/** One host's answer in `fleet_prepared`. */
interface Answer {
  host: string;
  error: string | null;
  host_fault: boolean;
}

/**
 * Asks every live storefront process of the environment (the heartbeat table) to prepare a release
 * and waits until each that is still live has answered. Throws PrepareFailedError naming each host
 * that failed or did not answer within the deadline; the caller then switches nothing. A host that
 * could not copy the release for a fault of its own (its disk) holds no deploy: it is named to
 * `warn` and goes out of rotation until it has caught up (fleetRegistry's `behind`), as long as at
 * least half of the live hosts prepared it; with fewer, the deploy waits (within its deadline) for
 * hosts that join. A rollback (`change`) is not held by a host that does not answer either: past
 * the deadline it is left behind like a sick one (it reports not ready while its reading of the
 * registry hangs, startFleet.ts). Returns the hosts that prepared.
 */
export async function prepareOnLiveHosts(
  url: string,
  environment: string,
  remote: RemoteName,
  release: string,
  deadlineMs = PREPARE_DEADLINE_MS,
  warn: (message: string) => void = () => undefined,
  change: FleetChange = 'deploy',
): Promise<string[]> {
  // A pool of one: a connection cut while the deploy waits (PostgreSQL restarting, its backends
  // terminated) costs a read, which is asked again on a new connection, not the deploy.
  const pool = surviveLostConnections(
    new pg.Pool({ connectionString: url, max: 1, application_name: DEPLOY_APPLICATION_NAME }),
  );
  const request = crypto.randomUUID();
  const payload: PrepareRequest = { request, environment, remote, release };
  const ask = () =>
    pool.query('SELECT pg_notify($1, $2)', [PREPARE_CHANNEL, JSON.stringify(payload)]);
  try {
    // Host name → the instance of it that was asked (a restarted process is another instance).
    const asked = await liveInstances(pool, environment);
    if (asked.size === 0) return [];
    await ask();
    let askedAt = Date.now();
    let hosts = [...asked.keys()];
    let deadline = Date.now() + deadlineMs;
    let refused = false;
    let answers = new Map<string, Answer>();
    for (;;) {
      try {
        // A host that left meanwhile (shut down, its heartbeat gone stale, or restarted) is waited
        // for no longer: a rolling restart during a deploy is no reason to fail it. One that joined
        // (a new host, or a new instance of one) is asked too and waited for like the others. An
        // answer is the host's: a restarted host whose old instance answered is not asked twice.
        const live = await liveInstances(pool, environment);
        const joined = [...live].filter(([host, instance]) => asked.get(host) !== instance);
        for (const [host, instance] of joined) asked.set(host, instance);
        const unanswered = [...asked.keys()].some((host) => !answers.has(host));
        if (joined.length > 0 || (unanswered && Date.now() - askedAt >= PREPARE_ASK_AGAIN_MS)) {
          await ask();
          askedAt = Date.now();
        }
        hosts = [...asked]
          .filter(([host, instance]) => live.get(host) === instance)
          .map(([host]) => host);
        const { rows } = await pool.query<Answer>(
          'SELECT host, error, host_fault FROM fleet_prepared WHERE request = $1',
          [request],
        );
        answers = new Map(rows.map((row) => [row.host, row]));
      } catch (error) {
        if (Date.now() > deadline)
          throw new PrepareFailedError(
            `${remote} release ${release} was not switched to, nothing changed: the store did not answer (${String(error)}).`,
          );
        await delay(ANSWER_POLL_MS);
        continue;
      }
      const answered = (host: string) => answers.get(host);
      const sick = hosts.filter((host) => answered(host)?.host_fault === true);
      const failed = hosts.filter(
        (host) => (answered(host)?.error ?? null) !== null && !answered(host)?.host_fault,
      );
      const missing = hosts.filter((host) => !answers.has(host));
      if (failed.length > 0 && !refused) {
        refused = true;
        deadline = Math.min(deadline, Date.now() + REFUSAL_REPORT_WAIT_MS);
      }
      const prepared = hosts.filter((host) => answers.has(host) && answered(host)?.error === null);
      /** Switching with these left behind would take more hosts out of rotation than it keeps. */
      const tooFewWithout = (behind: string[]) =>
        behind.length > 0 && prepared.length * 2 < hosts.length;
      // Too few have it: a host joining (a restart in progress) may yet take it, so wait for one.
      if ((missing.length === 0 && (refused || !tooFewWithout(sick))) || Date.now() > deadline) {
        const late = refused
          ? 'had not answered when the release was refused'
          : `was not ready within ${deadlineMs / 1000} s`;
        // A rollback leaves the silent hosts behind too; a deploy is refused for them.
        const silentLeftBehind = change === 'rollback' && !refused;
        const tooFew = tooFewWithout(silentLeftBehind ? [...sick, ...missing] : sick);
        const reason = (host: string) => answered(host)?.error ?? '';
        const problems = [
          ...failed.map((host) => `${host} could not prepare it: ${reason(host)}`),
          ...(silentLeftBehind && !tooFew ? [] : missing.map((host) => `${host} ${late}`)),
          ...(tooFew ? sick.map((host) => `${host} could not copy it: ${reason(host)}`) : []),
        ];
        if (tooFew)
          problems.push(
            `fewer than half of the ${hosts.length} live hosts have it: switching would take the others out of rotation`,
          );
        if (problems.length > 0)
          throw new PrepareFailedError(
            `${remote} release ${release} was not switched to, nothing changed:\n- ${problems.join('\n- ')}`,
          );
        for (const host of sick)
          warn(
            `${host} could not copy ${remote} release ${release} (${reason(host)}): it is out of rotation until it has caught up.`,
          );
        if (silentLeftBehind)
          for (const host of missing)
            warn(
              `${host} did not answer within ${deadlineMs / 1000} s; the rollback to ${remote} release ${release} went on without it, and it is out of rotation until it has caught up.`,
            );
        return prepared;
      }
      await delay(ANSWER_POLL_MS);
    }
  } finally {
    await pool
      .query('DELETE FROM fleet_prepared WHERE request = $1', [request])
      .catch(() => undefined);
    await pool.end();
  }
}
