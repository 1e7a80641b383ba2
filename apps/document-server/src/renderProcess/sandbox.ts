import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * How the render process is confined on this machine (docs/architecture/rendering.md, "The
 * sandbox"), strongest first, each part where the machine permits it:
 * - Node's permission model, always: file reads only below `readable` (the release copies, the
 *   shell's server bundle, the render process's own code), no file writes, no child processes, no
 *   native addons; workers, which the pool needs, are allowed.
 * - its own network and process namespaces (`unshare`): no address of the host reaches it (the
 *   database, Redis, the API's port, the cloud's metadata service), and no process of the host is
 *   one it can signal.
 * - another user (`setpriv`, where the storefront runs as root): not even the kernel lets it read
 *   a file the storefront keeps to itself (the secret file, 0600). Only where that user can read
 *   what the process needs (a checkout below a private folder cannot be).
 * - a clean environment: NODE_ENV, nothing else (not in /proc/<pid>/environ either).
 */
export interface SandboxLaunch {
  command: string;
  args: string[];
  env: Record<string, string>;
  /** What the process is kept from, for the start log and the operator. */
  confinement: Confinement;
}

export interface Confinement {
  network: 'own namespace' | "the host's";
  user: string;
  files: 'read only below the allowed folders';
}

/** The user the render process runs as where the storefront runs as root: Debian's `nobody`. */
export const SANDBOX_UID = 65534;
/**
 * The longest a probe of what the machine permits may take. A probe runs `true` or `test`, not a
 * Node start: it blocks the process that starts a render process (and every deploy's render gate),
 * and a Node start there cost about 40 ms a probe (85 ms for both, measured on these machines).
 */
const PROBE_TIMEOUT_MS = 10_000;

const NODE_FLAGS = [
  '--experimental-permission',
  '--allow-worker',
  // The model is what confines the process: its warnings would print on every start.
  '--disable-warning=ExperimentalWarning',
  '--disable-warning=SecurityWarning',
];

const binary = (name: string) =>
  [`/usr/bin/${name}`, `/bin/${name}`].find((file) => fs.existsSync(file));

function works(command: string, args: string[]): boolean {
  const result = spawnSync(command, args, {
    env: {},
    stdio: 'ignore',
    timeout: PROBE_TIMEOUT_MS,
  });
  return result.status === 0;
}

/** Namespaces the machine lets this process create: as root, or as a user through a user namespace. */
let namespacePrefix: string[] | null | undefined;
function namespaces(): string[] | null {
  if (namespacePrefix !== undefined) return namespacePrefix;
  const unshare = binary('unshare');
  const flags = [
    ...(process.getuid?.() === 0 ? [] : ['--user']),
    '--net',
    '--pid',
    '--fork',
    '--kill-child',
    '--',
  ];
  const succeeds = binary('true');
  namespacePrefix =
    unshare &&
    works(unshare, [...flags, ...(succeeds ? [succeeds] : [process.execPath, '-e', '0'])])
      ? [unshare, ...flags]
      : null;
  return namespacePrefix;
}

/** Whether the other user could read each set of folders, asked once per set (a probe starts a Node). */
const otherUserFor = new Map<string, string[] | null>();

/** `setpriv` to SANDBOX_UID, where the storefront runs as root and that user can read `readable`. */
function otherUser(prefix: string[], readable: string[]): string[] | null {
  const key = JSON.stringify(readable);
  if (!otherUserFor.has(key)) otherUserFor.set(key, probeOtherUser(prefix, readable));
  return otherUserFor.get(key) ?? null;
}

function probeOtherUser(prefix: string[], readable: string[]): string[] | null {
  const setpriv = binary('setpriv');
  if (process.getuid?.() !== 0 || !setpriv) return null;
  const user = [
    setpriv,
    `--reuid=${SANDBOX_UID}`,
    `--regid=${SANDBOX_UID}`,
    '--clear-groups',
    '--',
  ];
  const [command = setpriv, ...args] = [...prefix, ...user];
  // A folder that does not exist yet (the release copies before the first deploy) is created by
  // the storefront later, below its nearest folder that does: that one must be open to the other
  // user. Whether a folder exists is asked as the storefront (the other user may not see it).
  const existing = readable.map(nearestExisting);
  // Readable and searchable (what Node's accessSync(p, R_OK | X_OK) asks), every folder at once.
  const test = binary('test');
  const check = test
    ? [
        test,
        ...existing.flatMap((folder, n) => [
          ...(n > 0 ? ['-a'] : []),
          '-r',
          folder,
          '-a',
          '-x',
          folder,
        ]),
      ]
    : [
        process.execPath,
        '-e',
        `for (const p of JSON.parse(process.argv[1])) require('fs').accessSync(p, 5)`,
        JSON.stringify(existing),
      ];
  return works(command, [...args, ...check]) ? user : null;
}

function nearestExisting(folder: string): string {
  let at = folder;
  while (!fs.existsSync(at) && path.dirname(at) !== at) at = path.dirname(at);
  return at;
}

/** The command that starts `entry` confined as strongly as this machine permits. */
export function sandboxLaunch(entry: string, readable: string[]): SandboxLaunch {
  const prefix = namespaces() ?? [];
  const user = otherUser(prefix, readable);
  const [command = process.execPath, ...args] = [
    ...prefix,
    ...(user ?? []),
    process.execPath,
    ...NODE_FLAGS,
    // All below the folder: `/*` also covers what is created after the start (the first release
    // copy), which a bare folder path that did not exist then would not. (Both forms of one folder
    // fail an assertion in Node 20's permission tree.)
    ...readable.map((folder) => `--allow-fs-read=${folder}/*`),
    // A thread's own CPU and kernel id (the watchdog's heartbeat), and nothing else of /proc: the
    // file alone, no folder below it (a folder would open /proc/thread-self/root, the whole disk).
    '--allow-fs-read=/proc/thread-self/stat',
    entry,
  ];
  return {
    command,
    args,
    env: { NODE_ENV: process.env.NODE_ENV ?? 'production' },
    confinement: {
      network: prefix.length > 0 ? 'own namespace' : "the host's",
      user: user ? `uid ${SANDBOX_UID}` : `the storefront's (${os.userInfo().username})`,
      files: 'read only below the allowed folders',
    },
  };
}
