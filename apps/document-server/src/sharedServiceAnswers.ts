import { LRUCache } from 'lru-cache';

/** One service answer as the document server keeps it: the body's text, parsed anew for each page. */
export interface ServiceAnswer {
  status: number;
  body: string;
}

/** How many distinct shared answers one process keeps (paths × sites × headers); the oldest go first. */
export const SHARED_SERVICE_ANSWERS_MAX = 2_000;
/** The longest a loader may have an answer shared, whatever it asks: content changes reach pages within it. */
export const SHARED_SERVICE_ANSWER_MAX_S = 300;
/** Answers worth sharing: content (200) and "there is none" (404). A failure is asked again. */
const SHAREABLE_STATUSES: ReadonlySet<number> = new Set([200, 404]);

export interface SharedServiceAnswers {
  /**
   * The answer for `key`: kept from an earlier page for `shareForS` seconds, or asked now. Pages that
   * miss at the same moment wait for one call instead of each asking.
   */
  answer(key: string, shareForS: number, ask: () => Promise<ServiceAnswer>): Promise<ServiceAnswer>;
}

/** The seconds a loader asked for, capped; nothing when it is not a positive number. */
export function shareSeconds(asked: unknown): number {
  return typeof asked === 'number' && Number.isFinite(asked) && asked > 0
    ? Math.min(asked, SHARED_SERVICE_ANSWER_MAX_S)
    : 0;
}

/**
 * The process's shared service answers.
 * Only what a remote's loader marks as not depending on the visitor is shared (`shareForS` of
 * contracts' FetchServiceOptions); the loader's team knows what its call depends on.
 */
export function sharedServiceAnswers(
  options: {
    max?: number;
    now?: () => number;
    /**
     * The content version (the page cache's, pageCache/contentVersion.ts): an answer kept under
     * another version is asked again, so a catalogue change reaches the next rendered page (and the
     * page cache's new copy) at once, never after the answer's lifetime. Unknown: nothing is shared.
     */
    contentVersion?: () => Promise<number | undefined>;
  } = {},
): SharedServiceAnswers {
  const contentVersion = options.contentVersion ?? (() => Promise.resolve(0));
  // ttlResolution 0: the clock is read on each lookup (not cached for a millisecond by a timer).
  const kept = new LRUCache<string, ServiceAnswer>({
    max: options.max ?? SHARED_SERVICE_ANSWERS_MAX,
    ttlResolution: 0,
    ...(options.now ? { perf: { now: options.now } } : {}),
  });
  const asking = new Map<string, Promise<ServiceAnswer>>();
  return {
    async answer(key, shareForS, ask) {
      const seconds = shareSeconds(shareForS);
      if (seconds === 0) return ask();
      const version = await contentVersion();
      if (version === undefined) return ask();
      // Kept per version: an older version's answers are never asked for again and age out.
      const versionedKey = JSON.stringify([version, key]);
      const hit = kept.get(versionedKey);
      if (hit) return hit;
      let pending = asking.get(versionedKey);
      if (!pending) {
        pending = ask()
          .then((answer) => {
            if (SHAREABLE_STATUSES.has(answer.status))
              kept.set(versionedKey, answer, { ttl: seconds * 1000 });
            return answer;
          })
          .finally(() => asking.delete(versionedKey));
        asking.set(versionedKey, pending);
      }
      return pending;
    },
  };
}

/** Every call asked anew (SERVER_DATA_SHARING=false: the operator's switch, and the bench's comparison). */
export const noSharedServiceAnswers: SharedServiceAnswers = {
  answer: (_key, _shareForS, ask) => ask(),
};
