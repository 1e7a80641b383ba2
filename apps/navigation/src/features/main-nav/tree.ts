import { trimTrailingSlashes } from '@storefront/contracts';
import type { NavigationNode } from '@storefront/navigation-schemas';

/**
 * The last segment of a path or link, without query, fragment and trailing slashes. Linear in the
 * length: it runs on the request's path in every server-rendered header, and `/\/+$/` took quadratic
 * time on a path of many slashes followed by another character.
 */
function lastSegment(href: string): string {
  const end = href.search(/[?#]/);
  const path = trimTrailingSlashes(end === -1 ? href : href.slice(0, end));
  return path.slice(path.lastIndexOf('/') + 1);
}

/** The path of titles-indices to the node whose last URL segment matches the page's; [] if none. */
export function preselectedPath(nodes: readonly NavigationNode[], pathname: string): number[] {
  const target = lastSegment(pathname);
  if (!target) return [];
  const walk = (list: readonly NavigationNode[], path: number[]): number[] | undefined => {
    for (const [index, node] of list.entries()) {
      const here = [...path, index];
      if (lastSegment(node.href) === target) return here;
      const below = walk(node.children, here);
      if (below) return below;
    }
    return undefined;
  };
  return walk(nodes, []) ?? [];
}

export function nodeAt(
  nodes: readonly NavigationNode[],
  path: readonly number[],
): NavigationNode | undefined {
  let list = nodes;
  let node: NavigationNode | undefined;
  for (const index of path) {
    node = list[index];
    if (!node) return undefined;
    list = node.children;
  }
  return node;
}
