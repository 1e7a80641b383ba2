import { emit, on, type Site } from '@storefront/contracts';
import {
  CROSS_TAB_EVENTS,
  CrossTabMessageSchema,
  type CrossTabMessage,
} from '@storefront/platform';

/** The part of BroadcastChannel the bridge uses, so tests can hand in Node's. */
export type TabChannel = Pick<
  BroadcastChannel,
  'postMessage' | 'close' | 'addEventListener' | 'removeEventListener'
>;

/**
 * The one place where contracts events cross tabs: each event of CROSS_TAB_EVENTS that
 * this page dispatches goes to the other tabs of the same site over one BroadcastChannel, and what
 * they send is dispatched here again, marked `fromOtherTab` (which is also what keeps it from being
 * sent back). Returns the function that stops it.
 */
export function startCrossTabBridge(
  site: Site,
  channel: TabChannel,
  target: EventTarget = window,
): () => void {
  const offs = CROSS_TAB_EVENTS.map((name) =>
    on(
      name,
      (detail) => {
        if (detail.fromOtherTab) return;
        // The same pairing as below: one name with its own detail.
        channel.postMessage({ site, name, detail } as CrossTabMessage);
      },
      target,
    ),
  );
  const onMessage = (event: Event) => {
    const parsed = CrossTabMessageSchema.safeParse((event as MessageEvent).data);
    // A message of another site (one origin serving two) or of an older build is not for this page.
    if (!parsed.success || parsed.data.site !== site) return;
    const { name, detail } = parsed.data;
    // The schema pairs each name with its detail; TypeScript cannot follow that pairing through
    // the union into emit's generic, hence the cast.
    emit(name, { ...detail, fromOtherTab: true } as never, target);
  };
  channel.addEventListener('message', onMessage);
  return () => {
    for (const off of offs) off();
    channel.removeEventListener('message', onMessage);
    channel.close();
  };
}
