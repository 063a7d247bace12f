import type { ConsoleRoleMenuNode } from '@rer/contracts';

/**
 * The 菜单权限 tree of one zone (ADR 44): what the role sees is an item it is granted (or that
 * names no role) with every item above it seen too. Ticking an item ticks what is above it (a
 * child needs its parent) and brings back what is below it as stored; unticking drops the subtree.
 */
export interface RoleMenuTreeNode {
  key: string;
  node: ConsoleRoleMenuNode;
  children: RoleMenuTreeNode[];
}

const ownSeen = (n: ConsoleRoleMenuNode) => n.granted || n.everyone;

export function buildRoleMenuTree(items: readonly ConsoleRoleMenuNode[]): RoleMenuTreeNode[] {
  const byParent = new Map<string, ConsoleRoleMenuNode[]>();
  for (const item of items) byParent.set(item.parentId, [...(byParent.get(item.parentId) ?? []), item]);
  const build = (parentId: string): RoleMenuTreeNode[] =>
    (byParent.get(parentId) ?? []).map((node) => ({ key: node.id, node, children: build(node.id) }));
  return build('0');
}

/** The ids the role sees today: seen itself and every item above it seen. */
export function seenIds(items: readonly ConsoleRoleMenuNode[]): Set<string> {
  const seen = new Set<string>();
  const walk = (nodes: RoleMenuTreeNode[]) => {
    for (const n of nodes)
      if (ownSeen(n.node)) {
        seen.add(n.key);
        walk(n.children);
      }
  };
  walk(buildRoleMenuTree(items));
  return seen;
}

function ancestors(items: readonly ConsoleRoleMenuNode[], id: string): string[] {
  const byId = new Map(items.map((i) => [i.id, i]));
  const out: string[] = [];
  for (let at = byId.get(id); at && at.parentId !== '0'; at = byId.get(at.parentId)) out.push(at.parentId);
  return out;
}

function descendants(items: readonly ConsoleRoleMenuNode[], id: string, storedOnly: boolean): string[] {
  const out: string[] = [];
  const walk = (parentId: string) => {
    for (const child of items.filter((i) => i.parentId === parentId)) {
      if (storedOnly && !ownSeen(child)) continue;
      out.push(child.id);
      walk(child.id);
    }
  };
  walk(id);
  return out;
}

/** The checked ids after ticking (`checked`) or unticking one item. */
export function toggleRoleMenu(
  items: readonly ConsoleRoleMenuNode[],
  current: ReadonlySet<string>,
  id: string,
  checked: boolean,
): Set<string> {
  const next = new Set(current);
  if (checked) {
    for (const k of [id, ...ancestors(items, id), ...descendants(items, id, true)]) next.add(k);
  } else {
    for (const k of [id, ...descendants(items, id, false)]) next.delete(k);
  }
  return next;
}
