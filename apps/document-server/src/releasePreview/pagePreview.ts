import type { FastifyRequest } from 'fastify';
import type { MountedApi } from '@storefront/api';
import {
  COOKIE_NAMES,
  type InitialState,
  type RemoteName,
  type RemoteRegistry,
} from '@storefront/contracts';
import { entryOfRelease } from '@storefront/releases';
import type { ReleasePreviewSource } from './releasePreviewSource';

/** A staff member's page with the releases they preview. */
export interface PagePreview {
  /** The visitor's registry with each chosen release over its remote's entry. */
  registry: RemoteRegistry;
  /** What the page says it shows (the shell names it). */
  notice: NonNullable<InitialState['releasePreview']>;
}

export interface PagePreviewOptions {
  api: Pick<MountedApi, 'releasePreview'>;
  source: ReleasePreviewSource;
  warn(message: string): void;
}

/**
 * The releases a page shows instead of the live ones: only for a staff member whose choice (made
 * after its checks, signed, bound to their login) came with a valid staff login; undefined for
 * everyone else, who never costs more than a cookie lookup. A chosen release this host cannot get
 * (pruned since, refused by its signature) is left out, and its remote shows the live release.
 */
export function pagePreview(options: PagePreviewOptions) {
  return async (
    request: FastifyRequest,
    registry: RemoteRegistry,
  ): Promise<PagePreview | undefined> => {
    if (!request.cookies[COOKIE_NAMES.releasePreview]) return undefined;
    const choice = await options.api.releasePreview.choiceOf(request);
    if (!choice) return undefined;
    const previewed: RemoteRegistry = { ...registry };
    const notice: PagePreview['notice'] = [];
    for (const [remote, release] of Object.entries(choice) as [RemoteName, string][]) {
      try {
        await options.source.ensure(remote, release);
        const published = (await options.source.releases(remote)).find(
          (candidate) => candidate.id === release,
        );
        if (!published) throw new Error(`${remote} has no release ${release} in the store.`);
        previewed[remote] = entryOfRelease(remote, release);
        notice.push({
          remote,
          release,
          publisher: published.publisher,
          published: published.published.toISOString(),
        });
      } catch (error) {
        options.warn(
          `A staff member's preview of ${remote} ${release} shows the live release instead: ${String(error)}`,
        );
      }
    }
    return notice.length === 0 ? undefined : { registry: previewed, notice };
  };
}
