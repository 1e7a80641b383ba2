import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@storefront/contracts';

/** Where one remote's release is, as a page's render is handed it (the shell's ReleaseLocations). */
export type LocalReleases = Partial<
  Record<RemoteName, { manifestUrl: string; serverEntry: string }>
>;

/**
 * Every remote's release for a render test: its local build (`<appsDir>/<remote>/dist`), or the
 * folder `dirs` names for it (a faulty or probing copy), each under a manifest address of its own.
 */
export function localReleases(
  appsDir: string,
  dirs: Partial<Record<string, string>> = {},
): LocalReleases {
  return Object.fromEntries(
    REMOTE_NAMES.map((remote) => {
      const dir = dirs[remote];
      return [
        remote,
        {
          manifestUrl: `/remotes/${remote}/${dir ? path.basename(dir) + '/' : ''}mf-manifest.json`,
          serverEntry: path.join(
            dir ?? path.join(appsDir, remote, 'dist'),
            'server',
            'remoteEntry.js',
          ),
        },
      ];
    }),
  );
}
