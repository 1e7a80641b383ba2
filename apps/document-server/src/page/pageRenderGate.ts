import pLimit from 'p-limit';

/**
 * Server-rendered pages in progress at once per render worker; the rest wait their turn in arrival
 * order. With every page in progress at once (100 connections on a 2-core machine), the accepting
 * thread interleaved a hundred pages' state, service answers and streams, and a page's time
 * depended on its luck: p99 1.75–2.04 s at 117–124 pages/s; with 6 a worker, p99 0.84–0.95 s at
 * 123–138 pages/s, alternated (bench/README.md, "Pages in turn").
 */
export const PAGES_IN_PROGRESS_PER_RENDER_WORKER = 6;
/**
 * The longest a page waits for its turn: then its render is shed and the page goes out as the
 * frame the browser renders (an overloaded host sheds renders, never requests). About what a
 * mid-range phone takes to render the frame's slots itself, so no shopper waits longer for a server
 * render than the browser would have taken. A page shed only after its wait (not on a guess when it
 * arrives) cannot flood the host with cheap answers whose visitors come straight back.
 */
export const RENDER_QUEUE_BUDGET_MS = 1_500;

/** A page's turn came ('turn'), its visitor left while it waited ('gone'), or it waited past the budget ('shed'). */
export type GateEntry = 'turn' | 'gone' | 'shed';

export interface PageRenderGate {
  /** Queues a page for a place, held until `closed` settles (its response is done or its visitor left). */
  enter(closed: Promise<void>): Promise<GateEntry>;
}

/**
 * The turn in which server-rendered pages are started (pages from the page cache and frames never
 * wait here): a queue in arrival order in front of the render, so under load every shopper waits
 * about the same, and none longer than the budget.
 */
export function pageRenderGate({
  places,
  budgetMs = RENDER_QUEUE_BUDGET_MS,
}: {
  places: number;
  budgetMs?: number;
}): PageRenderGate {
  const limit = pLimit(places);
  return {
    enter(closed) {
      return new Promise<GateEntry>((entered) => {
        let waiting = true;
        const leave = (entry: 'gone' | 'shed') => {
          if (!waiting) return;
          waiting = false;
          clearTimeout(budget);
          entered(entry);
        };
        const budget = setTimeout(() => leave('shed'), budgetMs);
        void closed.then(() => leave('gone'));
        // A page that left the queue still comes to the front of it once; it then frees its place at once.
        void limit(async () => {
          if (!waiting) return;
          waiting = false;
          clearTimeout(budget);
          entered('turn');
          await closed;
        });
      });
    },
  };
}
