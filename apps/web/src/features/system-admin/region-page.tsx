import type { RegionNode } from '@rer/contracts';
import { Alert, Card, Tree, type TreeDataNode } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../lib/http';

export const REGION_TREE_URL = '/api/blade-system/region/lazy-tree';

type Node = TreeDataNode & { key: string };
const toNode = (r: RegionNode): Node => ({
  key: r.code,
  title: `${r.title}（${r.code}）`,
  isLeaf: !r.hasChildren,
});

function withChildren(nodes: Node[], key: string, children: Node[]): Node[] {
  return nodes.map((n) =>
    n.key === key
      ? { ...n, children }
      : n.children
        ? { ...n, children: withChildren(n.children as Node[], key, children) }
        : n,
  );
}

/**
 * 行政区划 (administrators; 002 §6 "region tree"): the national divisions level by level, read-only —
 * they are reference data with a recorded source (docs/reference-data.md), not edited here.
 */
export default function RegionPage() {
  const { t } = useTranslation();
  const [tree, setTree] = useState<Node[]>([]);
  const load = useCallback(async (parentCode?: string) => {
    const rows = await http.getData<RegionNode[]>(REGION_TREE_URL, {
      params: parentCode ? { parentCode } : {},
    });
    return rows.map(toNode);
  }, []);
  useEffect(() => {
    load()
      .then(setTree)
      .catch(() => undefined);
  }, [load]);
  return (
    <Card title={t('route.regionAdmin')} data-testid="region-admin">
      <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('systemAdmin.regionSource')} />
      <Tree<Node>
        treeData={tree}
        loadData={async (node) => {
          if (node.children) return;
          const children = await load(node.key).catch(() => []);
          setTree((previous) => withChildren(previous, node.key, children));
        }}
      />
    </Card>
  );
}
