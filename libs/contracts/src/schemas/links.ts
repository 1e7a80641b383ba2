import * as z from 'zod/mini';

/** Site paths, http(s), mailto and tel addresses: never javascript:, data: or protocol-relative. */
const SAFE_HREF = /^(\/(?!\/)|https?:\/\/|mailto:|tel:|#)/i;

export function isSafeHref(value: string): boolean {
  return SAFE_HREF.test(value.trim());
}

/** A link target that came over the network; content with any other kind of link is refused. */
export const HrefSchema = z.string().check(z.refine(isSafeHref, 'Links must be site paths or http(s), mailto or tel addresses.'));
