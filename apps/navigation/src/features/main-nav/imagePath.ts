import { NAVIGATION_IMAGE_PREFIXES } from './constants';

/** An https path is used as is; any other path gets the prefix for the host (preview or production). */
export function navigationImagePath(
  path: string,
  hostname: string = typeof location === 'undefined' ? '' : location.hostname,
): string {
  if (path.startsWith('https://')) return path;
  const prefix =
    /(^|\.)preview\./.test(hostname) || hostname.startsWith('preview.')
      ? NAVIGATION_IMAGE_PREFIXES.preview
      : NAVIGATION_IMAGE_PREFIXES.production;
  return `${prefix}${path.replace(/^\/+/, '')}`;
}
