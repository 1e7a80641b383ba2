import { useMemo } from 'react';
import type { RemoteProps } from '@storefront/contracts';
import {
  SubscriptionPage,
  loadSubscriptionServerData,
  parseSubscriptionServerData,
} from '../features/subscription';
import { registerNewsletterTexts } from '../texts/newsletterTexts';

registerNewsletterTexts();

/** Server rendering: the texts of this release, for the site that runs it (contracts, ServerRenderableModule). */
export { loadNewsletterTexts as loadTexts } from '../texts/newsletterTexts';

/** Renders on the server too: the subscription of the link's token and the plain post's outcome. */
export const loadServerData = loadSubscriptionServerData;

/** /subscribenewsletter/subscription?token=...: the subscription, changed or ended by its subscriber. */
export default function Subscription({ site, serverData }: RemoteProps) {
  const start = useMemo(() => parseSubscriptionServerData(serverData), [serverData]);
  return <SubscriptionPage site={site} {...(start ? { start } : {})} />;
}
