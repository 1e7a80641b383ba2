import { crossTabChannelName, supportsCrossTab, type Site } from '@storefront/contracts';
import { startCrossTabBridge } from './crossTabBridge';
import { startLoginStatusSync } from './loginStatusSync';

/**
 * Puts this page in step with the other open tabs of its site (issue 19). Where the browser cannot
 * coordinate tabs, nothing starts and each tab works on its own as before.
 */
export function startCrossTab(site: Site): () => void {
  if (!supportsCrossTab()) return () => undefined;
  const stopSync = startLoginStatusSync();
  const stopBridge = startCrossTabBridge(site, new BroadcastChannel(crossTabChannelName(site)));
  return () => {
    stopBridge();
    stopSync();
  };
}
