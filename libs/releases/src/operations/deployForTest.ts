// One deploy in a process of its own, for storeBehaviour.ts's tests of deploys at once: `<remote> [content]`, prints the release id.
import { REMOTE_NAMES } from '@storefront/contracts';
import { openReleaseStore } from '../store/openStore';
import { deployRelease } from './releases';

const remote = REMOTE_NAMES.find((name) => name === process.argv[2]);
if (!remote) throw new Error(`no remote ${process.argv[2]}`);
void (async () => {
  const store = await openReleaseStore(process.env);
  const change = await deployRelease(
    store,
    remote,
    new Map([['mf-manifest.json', Buffer.from(process.argv[3] ?? remote)]]),
    { environment: 'test' },
    { actor: 'test', reason: '', commit: '' },
  );
  await store.close();
  console.log(change.release);
})();
