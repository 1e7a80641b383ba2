import { useCallback, useEffect, useState } from 'react';
import { REMOTE_NAMES, type RemoteName } from '@storefront/contracts';
import type { PreviewableRelease, ReleaseListResponse } from '@storefront/preview-schemas';
import { fetchReleases } from './releasePreviewApi';

/** One remote as the dialog offers it: its published releases and the one previewed now. */
export interface RemoteReleases {
  remote: RemoteName;
  /** Newest first, as the server lists them. */
  releases: PreviewableRelease[];
  /** The release this staff member previews; undefined: the live one. */
  chosen?: string;
}

export type ReleaseList =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'empty' }
  | { state: 'found'; remotes: RemoteReleases[] };

/**
 * The remotes in the registry's order: each with published releases, and each previewed now even
 * when its release is no longer listed, so its preview can still be ended.
 */
export function remoteReleasesOf(response: ReleaseListResponse): RemoteReleases[] {
  return REMOTE_NAMES.flatMap((remote) => {
    const releases = response.remotes[remote] ?? [];
    const chosen = response.chosen[remote];
    return releases.length > 0 || chosen ? [{ remote, releases, chosen }] : [];
  });
}

/** The release list, fetched when the dialog opens (this hook mounts); `retry` fetches it again. */
export function useReleaseList(): { list: ReleaseList; retry: () => void } {
  const [list, setList] = useState<ReleaseList>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setList({ state: 'loading' });
    fetchReleases().then(
      (response) => {
        if (!live) return;
        const remotes = remoteReleasesOf(response);
        setList(remotes.length > 0 ? { state: 'found', remotes } : { state: 'empty' });
      },
      (error: unknown) => {
        console.error('Fetching the releases to preview failed.', error);
        if (live) setList({ state: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  const retry = useCallback(() => setAttempt((previous) => previous + 1), []);
  return { list, retry };
}
