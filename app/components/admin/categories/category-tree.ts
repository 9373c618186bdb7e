import type { AdminCategoryNode } from '@common/catalog/admin-category-contracts';

export interface TreeNode {
  category: AdminCategoryNode;
  depth: number;
  children: TreeNode[];
}

/** The flat list as a tree, each level in the order given (the server's shop order). */
export function buildTree(categories: readonly AdminCategoryNode[]): TreeNode[] {
  const ids = new Set(categories.map((c) => c.id));
  const byParent = new Map<number | null, AdminCategoryNode[]>();
  for (const c of categories) {
    // A parent the list does not hold (it should not happen) shows its children at the top.
    const parent = c.parent_id !== null && ids.has(c.parent_id) ? c.parent_id : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), c]);
  }
  const seen = new Set<number>();
  const grow = (parent: number | null, depth: number): TreeNode[] =>
    (byParent.get(parent) ?? [])
      .filter((c) => !seen.has(c.id) && seen.add(c.id))
      .map((category) => ({ category, depth, children: grow(category.id, depth + 1) }));
  return grow(null, 0);
}

/** Depth-first, as the tree reads top to bottom. */
export function flatten(tree: readonly TreeNode[]): TreeNode[] {
  return tree.flatMap((node) => [node, ...flatten(node.children)]);
}

/** The category and everything under it: what its parent select must leave out. */
export function selfAndDescendants(categories: readonly AdminCategoryNode[], id: number): Set<number> {
  const out = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const c of categories) {
      if (c.parent_id !== null && out.has(c.parent_id) && !out.has(c.id)) {
        out.add(c.id);
        grew = true;
      }
    }
  }
  return out;
}

/** The ids of one level in order, with `id` moved one place up or down; null when it cannot move. */
export function moved(siblings: readonly number[], id: number, direction: 'up' | 'down'): number[] | null {
  const at = siblings.indexOf(id);
  const to = direction === 'up' ? at - 1 : at + 1;
  if (at < 0 || to < 0 || to >= siblings.length) return null;
  const next = [...siblings];
  [next[at], next[to]] = [next[to]!, next[at]!];
  return next;
}
