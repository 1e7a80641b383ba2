import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RemoteName } from '@storefront/contracts';
import { UPLOAD_LIMITS, type UploadRequest } from '@storefront/deploy-client';
import {
  ReleaseManifestSchema,
  type ReleaseFiles,
  type ReleaseManifest,
  type ReleaseStore,
} from '@storefront/releases';
import { ServiceRefusal } from './problems';

/** An upload's files decoded and held to the limits, or a refusal naming the first file over one. */
export function filesOfUpload(upload: UploadRequest): ReleaseFiles {
  const entries = Object.entries(upload.files);
  if (entries.length > UPLOAD_LIMITS.files)
    throw new ServiceRefusal(
      413,
      'too-large',
      `A release holds at most ${UPLOAD_LIMITS.files} files, not ${entries.length}. Nothing was stored.`,
    );
  let total = 0;
  const files = new Map<string, Buffer>();
  for (const [file, base64] of entries) {
    const bytes = Buffer.from(base64, 'base64');
    total += bytes.length;
    if (bytes.length > UPLOAD_LIMITS.fileBytes || total > UPLOAD_LIMITS.totalBytes)
      throw new ServiceRefusal(
        413,
        'too-large',
        `${file} takes the release over its limits (${UPLOAD_LIMITS.fileBytes} bytes a file, ${UPLOAD_LIMITS.totalBytes} in all). Nothing was stored.`,
      );
    files.set(file, bytes);
  }
  return files;
}

/** The build's manifest, or a refusal: a folder without one (or with one that is no manifest) is no build. */
export function manifestOf(remote: RemoteName, bytes: Buffer | undefined): ReleaseManifest {
  const parsed = (() => {
    try {
      return ReleaseManifestSchema.safeParse(JSON.parse(bytes?.toString('utf8') ?? ''));
    } catch {
      return undefined;
    }
  })();
  if (!parsed?.success)
    throw new ServiceRefusal(
      422,
      'not-a-build',
      `This is no build of ${remote}: its mf-manifest.json is missing or not a Module Federation manifest. Nothing was stored.`,
    );
  return parsed.data;
}

/** A stored release's files, read back for the render gate. */
export async function storedFiles(
  store: ReleaseStore,
  remote: RemoteName,
  release: string,
): Promise<ReleaseFiles> {
  const manifest = (await store.manifest(remote, release)) ?? [];
  const files = new Map<string, Buffer>();
  for (const [file] of manifest) {
    const bytes = await store.file(remote, release, file);
    if (bytes) files.set(file, bytes);
  }
  return files;
}

/** Runs `work` on the files written to a scratch folder, which is gone afterwards whatever happens. */
export async function inScratchFolder<T>(
  files: ReleaseFiles,
  work: (dir: string) => Promise<T>,
): Promise<T> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-gate-'));
  try {
    for (const [file, bytes] of files) {
      const target = path.join(dir, ...file.split('/'));
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, bytes);
    }
    return await work(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
