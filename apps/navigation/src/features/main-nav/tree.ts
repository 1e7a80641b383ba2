import type { NavigationNode } from '@storefront/navigation-schemas';

const lastSegment = (href: string) => href.split(/[?#]/)[0]?.replace(/\/+$/, '').split('/').pop() ?? '';

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

export function nodeAt(nodes: readonly NavigationNode[], path: readonly number[]): NavigationNode | undefined {
  let list = nodes;
  let node: NavigationNode | undefined;
  for (const index of path) {
    node = list[index];
    if (!node) return undefined;
    list = node.children;
  }
  return node;
}
