import crypto from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import type { RemoteName } from '@storefront/contracts';
import { liveHosts } from './heartbeat';
import { PREPARE_CHANNEL } from '../store/postgresStore';
import type { PrepareRequest } from './answerPrepareRequests';

/** How long every live host has to prepare a release before the deploy fails (FLEET_PREPARE_DEADLINE_MS). */
export const PREPARE_DEADLINE_MS = 60_000;
/** How often the deploy reads the answers meanwhile. */
const ANSWER_POLL_MS = 100;
/**
 * Once a host refused, how much longer the deploy waits for the others' answers (within the
 * deadline): the release is refused either way, and the report then names every host's reason.
 */
export const REFUSAL_REPORT_WAIT_MS = 5_000;

/** A deploy that did not switch because a host could not prepare: the message names it. */
export class PrepareFailedError extends Error {}

/**
 * Asks every live storefront process of the environment (the heartbeat table) to prepare a release
 * and waits until each that is still live has answered ready. Throws PrepareFailedError naming each
 * host that failed or did not answer within the deadline; the caller then switches nothing.
 * Returns the hosts that prepared.
 */
export async function prepareOnLiveHosts(
  url: string,
  environment: string,
  remote: RemoteName,
  release: string,
  deadlineMs = PREPARE_DEADLINE_MS,
): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const request = crypto.randomUUID();
  try {
    const asked = await liveHosts(client, environment);
    if (asked.length === 0) return [];
    let hosts = asked;
    const payload: PrepareRequest = { request, environment, remote, release };
    await client.query('SELECT pg_notify($1, $2)', [PREPARE_CHANNEL, JSON.stringify(payload)]);
    let deadline = Date.now() + deadlineMs;
    let refused = false;
    for (;;) {
      // A host that left meanwhile (shut down, or its heartbeat gone stale) is waited for no longer:
      // a rolling restart during a deploy is no reason to fail it. One that joined was not asked: it
      // reads the registry when it starts.
      const live = new Set(await liveHosts(client, environment));
      hosts = asked.filter((host) => live.has(host));
      const answers = new Map(
        (
          await client.query('SELECT host, error FROM fleet_prepared WHERE request = $1', [request])
        ).rows.map((row: { host: string; error: string | null }) => [row.host, row.error]),
      );
      const failed = hosts.filter((host) => answers.has(host) && answers.get(host) !== null);
      const missing = hosts.filter((host) => !answers.has(host));
      if (failed.length > 0 && !refused) {
        refused = true;
        deadline = Math.min(deadline, Date.now() + REFUSAL_REPORT_WAIT_MS);
      }
      if (missing.length === 0 || Date.now() > deadline) {
        const late = refused
          ? 'had not answered when the release was refused'
          : `was not ready within ${deadlineMs / 1000} s`;
        const problems = [
          ...failed.map((host) => `${host} could not prepare it: ${answers.get(host) ?? ''}`),
          ...missing.map((host) => `${host} ${late}`),
        ];
        if (problems.length > 0)
          throw new PrepareFailedError(
            `${remote} release ${release} was not switched to, nothing changed:\n- ${problems.join('\n- ')}`,
          );
        return hosts;
      }
      await delay(ANSWER_POLL_MS);
    }
  } finally {
    await client
      .query('DELETE FROM fleet_prepared WHERE request = $1', [request])
      .catch(() => undefined);
    await client.end();
  }
}
