import {
  SITE_CONFIG,
  SITES,
  type ExposedComponentProps,
  type RemoteName,
  type RemoteProps,
} from '@storefront/contracts';
import { ALL_SERVER_RENDERED_SLOTS, type ReleaseLocation } from '@storefront/shell';
import type { RenderPool } from './renderPool';
import samples from './slotSamples.json';

/**
 * The props the shell hands each server-rendered slot, for a render of the slot alone (the
 * deploy's gate before shoppers), besides the site's own (site, locale, platform); `slotSamples.json`.
 * Slots passed into other slots (the header's search box) are left out: each renders on its own.
 */
type SlotSample<K extends keyof ExposedComponentProps> = Omit<
  ExposedComponentProps[K],
  | 'site'
  | 'locale'
  | 'platform'
  | 'serverData'
  | 'searchSlot'
  | 'miniCartSlot'
  | 'newsletterSlot'
  | 'consentScriptUrl'
>;
export const SLOT_SAMPLES: { [K in keyof ExposedComponentProps]?: SlotSample<K> } = samples as {
  [K in keyof ExposedComponentProps]?: SlotSample<K>;
};

/** Why one remote's release cannot be shown to shoppers, slot by slot and site by site; [] when every render worked. */
export async function testRenderRelease(
  pool: RenderPool,
  remote: RemoteName,
  release: ReleaseLocation,
): Promise<string[]> {
  const slots = ALL_SERVER_RENDERED_SLOTS.filter((slot) => slot.startsWith(`${remote}/`));
  const problems: string[] = [];
  for (const slot of slots) {
    const sample = SLOT_SAMPLES[slot as keyof ExposedComponentProps];
    for (const site of SITES) {
      const { locale } = SITE_CONFIG[site];
      const props: RemoteProps = {
        site,
        locale,
        platform: 'CLASSIC',
        pageType: 'home',
        reduced: false,
        ...sample,
      };
      const outcome = await pool.renderSlot({ slot, release, site, locale, props: { ...props } });
      if (!outcome.ok) {
        const why =
          outcome.loss === 'deadline'
            ? 'held the server past its deadline'
            : outcome.loss === 'memory'
              ? 'ran out of memory'
              : outcome.loss === 'exit'
                ? 'ended its worker'
                : 'failed';
        problems.push(`${slot} on ${site} ${why}: ${outcome.message}`);
      } else if (outcome.html.trim() === '') {
        problems.push(`${slot} on ${site} rendered nothing on the server.`);
      }
      // One failure per slot says enough; the other sites would only repeat it.
      if (problems.length > 0 && problems.at(-1)?.startsWith(`${slot} `)) break;
    }
  }
  return problems;
}
