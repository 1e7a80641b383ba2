import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import vm from 'node:vm';
import type { ComponentType } from 'react';
import {
  loadRemote,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import type { LoadServerData, LoadTexts, RemoteName } from '@storefront/contracts';
import { serverEntryPath } from './serverEntryPath';
import { isComponent } from '../federation/isComponent';
import { RemoteError } from '../federation/remoteError';

/**
 * Loading a remote's exposed module in the document server: the
 * registry entry the browser uses (`/remotes/<name>/<release>/mf-manifest.json`, the local build's
 * `/remotes/<name>/mf-manifest.json`, or an https URL of a CDN) has the remote's SERVER container
 * beside it, `<same folder>/server/remoteEntry.js` (tools/webpack/remote.cjs).
 *
 * This bundle holds no path policy: the caller maps a local registry path to the file it stands for
 * (`serverEntryFile` in ./serverEntryLocation.ts, the mapping apps/document-server/src/app.ts serves) and
 * passes it as `options.serverEntry`; an absolute http(s) registry entry needs no option.
 */
export interface LoadServerModuleOptions {
  /** The server container's entry: an absolute file path, a file: URL, or an http(s) URL. */
  serverEntry?: string;
  /** Where containers from http(s) are copied before they load (default: `<tmp>/storefront-server-containers`). */
  cacheDir?: string;
}

/** A file of a container on a CDN that has not arrived within this long fails the load (and the slot). */
export const SERVER_CONTAINER_FETCH_TIMEOUT_MS = 5000;

/** What the server renders for one slot: the component and, if the remote has them, its data and texts loaders. */
export interface ServerModule<P> {
  default: ComponentType<P>;
  loadServerData?: LoadServerData;
  loadTexts?: LoadTexts;
}

export class ServerModuleError extends RemoteError {
  override name = 'ServerModuleError';
}

/** The entry's location as a URL the federation runtime accepts: file: for local files. */
function entryUrl(remote: string, manifestUrl: string, options: LoadServerModuleOptions): string {
  const entry = options.serverEntry ?? serverEntryPath(manifestUrl);
  if (/^https?:\/\//.test(entry) || entry.startsWith('file:')) return entry;
  if (path.isAbsolute(entry) && options.serverEntry !== undefined) return pathToFileURL(entry).href;
  throw new ServerModuleError(
    remote,
    `${manifestUrl} is no URL; pass the server entry's file as options.serverEntry`,
  );
}

/**
 * The remote name one server entry is registered under. Each release is its own remote
 * (`storefront_footer__<hash>`), so a deploy's new registry entry loads its own container beside
 * the old one instead of being answered from the old one's cache: no restart. A local build's file
 * is keyed by its modification time too, so a rebuild is picked up as well.
 */
function remoteKey(remote: string, url: string): string {
  let version = url;
  if (url.startsWith('file:')) {
    try {
      version += `@${fs.statSync(fileURLToPath(url)).mtimeMs}`;
    } catch {
      // A missing file fails in the load below, with the runtime's message.
    }
  }
  return `storefront_${remote}__${crypto.createHash('sha256').update(version).digest('hex').slice(0, 12)}`;
}

/** File names a `files.json` may list: plain names in the entry's folder, nothing that climbs out. */
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

async function download(url: URL): Promise<Buffer> {
  const response = await fetch(url, {
    signal: AbortSignal.timeout(SERVER_CONTAINER_FETCH_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`${url.href} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/** One copy per container URL, shared by every module loaded from it. */
const mirrors = new Map<string, Promise<string>>();

/**
 * Copies a container from http(s) to disk, file by file after its `files.json` (tools/webpack/
 * server.cjs), and returns the entry's file. A release's files never change, so a complete copy
 * (renamed into place) is reused, also by the next process.
 */
function mirror(url: string, cacheDir: string): Promise<string> {
  let copying = mirrors.get(url);
  if (!copying) {
    copying = (async () => {
      const entryName = path.posix.basename(new URL(url).pathname);
      const target = path.join(
        cacheDir,
        crypto.createHash('sha256').update(url).digest('hex').slice(0, 16),
      );
      const entryFile = path.join(target, entryName);
      if (fs.existsSync(entryFile)) return entryFile;
      const files: unknown = JSON.parse(
        (await download(new URL('files.json', url))).toString('utf8'),
      );
      if (
        !Array.isArray(files) ||
        !files.includes(entryName) ||
        !files.every((file) => typeof file === 'string' && FILE_NAME.test(file))
      ) {
        throw new Error(`${new URL('files.json', url).href} is no list of the container's files`);
      }
      const temporary = `${target}.partial-${process.pid}-${crypto.randomUUID()}`;
      await fs.promises.mkdir(temporary, { recursive: true });
      try {
        await Promise.all(
          (files as string[]).map(async (file) =>
            fs.promises.writeFile(path.join(temporary, file), await download(new URL(file, url))),
          ),
        );
        await fs.promises.rename(temporary, target).catch((error: unknown) => {
          // Another process copied the same release first: its copy has the same bytes.
          if (!fs.existsSync(entryFile)) throw error;
        });
      } finally {
        await fs.promises.rm(temporary, { recursive: true, force: true });
      }
      return entryFile;
    })();
    mirrors.set(url, copying);
    copying.catch(() => mirrors.delete(url));
  }
  return copying;
}

/**
 * Evaluates a server container from disk. Node's federation runtime fetches entries with fetch(),
 * which has no file: URLs; evaluated like Node evaluates a CommonJS module, with the file's real
 * folder as __dirname, so the container's chunk loader (@module-federation/node/runtimePlugin)
 * reads its chunks from that same folder. No `require` cache: a rebuilt file is read anew.
 */
export function fileEntryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'storefront-server-file-entry',
    async loadEntry({ remoteInfo }) {
      if (!remoteInfo.entry.startsWith('file:')) return undefined;
      const file = fileURLToPath(remoteInfo.entry);
      const code = await fs.promises.readFile(file, 'utf8');
      const module: { exports: unknown } = { exports: {} };
      const wrapper = new vm.Script(
        `(function (exports, module, require, __dirname, __filename) {${code}\n})`,
        { filename: file },
      ).runInThisContext() as (...args: unknown[]) => void;
      wrapper(module.exports, module, createRequire(file), path.dirname(file), file);
      // The container's interface (get/init), as the runtime's own script loader returns it.
      return module.exports as Awaited<
        ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntry']>>
      >;
    },
  };
}

let pluginRegistered = false;
/** Each server entry registered once, as its own remote (`key`), when first asked for. */
const registrations = new Map<string, Promise<void>>();
/** Remotes whose load failed: registered again with `force`, which drops the runtime's cached failure. */
const failed = new Set<string>();
/** One load per server entry and module, shared by concurrent renders; a failure is not kept. */
const loads = new Map<string, Promise<ServerModule<never>>>();

function register(url: string, key: string, options: LoadServerModuleOptions): Promise<void> {
  if (!pluginRegistered) {
    registerPlugins([fileEntryPlugin()]);
    pluginRegistered = true;
  }
  let registration = registrations.get(key);
  if (!registration) {
    registration = (async () => {
      const entry = url.startsWith('file:')
        ? url
        : pathToFileURL(
            await mirror(
              url,
              options.cacheDir ?? path.join(os.tmpdir(), 'storefront-server-containers'),
            ),
          ).href;
      registerRemotes([{ name: key, entry }], { force: failed.delete(key) });
    })();
    registrations.set(key, registration);
    registration.catch(() => registrations.delete(key));
  }
  return registration;
}

async function load<P>(
  remote: string,
  module: string,
  url: string,
  key: string,
  options: LoadServerModuleOptions,
): Promise<ServerModule<P>> {
  await register(url, key, options);
  const loaded = await loadRemote<{
    default?: unknown;
    loadServerData?: unknown;
    loadTexts?: unknown;
  }>(`${key}/${module}`);
  const component = loaded?.default;
  if (!isComponent(component))
    throw new ServerModuleError(remote, `./${module} from ${url} does not export a component`);
  const { loadServerData, loadTexts } = loaded ?? {};
  if (loadServerData !== undefined && typeof loadServerData !== 'function')
    throw new ServerModuleError(remote, `./${module}'s loadServerData is no function`);
  if (loadTexts !== undefined && typeof loadTexts !== 'function')
    throw new ServerModuleError(remote, `./${module}'s loadTexts is no function`);
  return {
    default: component as ComponentType<P>,
    ...(loadServerData ? { loadServerData: loadServerData as LoadServerData } : {}),
    ...(loadTexts ? { loadTexts: loadTexts as LoadTexts } : {}),
  };
}

/**
 * Loads `<remote>/<module>` from the server container beside `manifestUrl` and checks it really
 * exports a component (as the browser's loadExposed does).
 */
export function loadServerModule<P>(
  remote: RemoteName,
  module: string,
  manifestUrl: string,
  options: LoadServerModuleOptions = {},
): Promise<ServerModule<P>> {
  let url: string;
  try {
    url = entryUrl(remote, manifestUrl, options);
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
  const key = remoteKey(remote, url);
  const cacheKey = `${key}/${module}`;
  let loading = loads.get(cacheKey);
  if (!loading) {
    loading = load<never>(remote, module, url, key, options);
    loads.set(cacheKey, loading);
    // The next render asks again (a file being published, a CDN hiccup).
    loading.catch((error: unknown) => {
      loads.delete(cacheKey);
      if (error instanceof ServerModuleError) return;
      // The container itself failed to load: register it anew next time.
      registrations.delete(key);
      failed.add(key);
    });
  }
  return loading as Promise<ServerModule<P>>;
}
