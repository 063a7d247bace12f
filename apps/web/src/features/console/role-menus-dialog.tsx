import type { ConsoleRoleMenus, ConsoleRoleRow } from '@rer/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Modal, Space, Spin, Tabs, Tag, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useEffect, useMemo, useState } from 'react';
import { message } from '../../lib/feedback';
import { consoleApi, zoneName } from './api';
import { buildRoleMenuTree, type RoleMenuTreeNode, seenIds, toggleRoleMenu } from './role-menus-model';

function title(n: RoleMenuTreeNode['node']) {
  return (
    <Space size={4}>
      <span>{n.name}</span>
      {n.category === 2 && <Tag>按钮</Tag>}
      {n.everyone && <Tag color="blue">所有角色可见</Tag>}
      {n.kept && <Tag color="red">管理员必须保留</Tag>}
    </Space>
  );
}

const toData = (nodes: RoleMenuTreeNode[]): DataNode[] =>
  nodes.map((n) => ({
    key: n.key,
    title: title(n.node),
    disableCheckbox: n.node.kept,
    children: toData(n.children),
  }));

/** 菜单权限 of one role (ADR 44): per zone its accounts enter, the items and buttons it sees. */
export default function RoleMenusDialog(props: {
  role: ConsoleRoleRow | null;
  onClose: (saved: boolean) => void;
}) {
  const { role, onClose } = props;
  const grant = useQuery({
    queryKey: ['console', 'roleMenus', role?.id],
    queryFn: ({ signal }) => consoleApi.roleMenus(role?.id ?? '', signal),
    enabled: role !== null,
  });
  const zones = useMemo(() => {
    const all = grant.data?.zones ?? [];
    const reachable = all.filter((z) => z.reachable);
    return reachable.length > 0 ? reachable : all;
  }, [grant.data]);
  const [zone, setZone] = useState<string>('');
  const [checked, setChecked] = useState<Set<string>>(new Set());
  const [saving, setSaving] = useState(false);
  const items = zones.find((z) => z.zone === zone)?.items ?? [];

  useEffect(() => {
    if (zones.length > 0 && !zones.some((z) => z.zone === zone)) setZone(zones[0]?.zone ?? '');
  }, [zones, zone]);
  // Every answer (a reload after a refused save too) shows what the role sees now.
  const loadedAt = grant.dataUpdatedAt;
  useEffect(() => {
    if (loadedAt >= 0) setChecked(seenIds(zones.find((z) => z.zone === zone)?.items ?? []));
  }, [zones, zone, loadedAt]);

  async function save(data: ConsoleRoleMenus) {
    setSaving(true);
    const answer = await consoleApi
      .saveRoleMenus({ roleId: data.role.id, version: data.role.version, zone, itemIds: [...checked] })
      .catch(() => null)
      .finally(() => setSaving(false));
    if (!answer?.success) {
      void grant.refetch();
      return;
    }
    void message.success(answer.msg);
    onClose(true);
  }

  return (
    <Modal
      open={role !== null}
      title={role ? `菜单权限 ${role.name}` : '菜单权限'}
      okText="保存本专区"
      width={720}
      confirmLoading={saving}
      okButtonProps={{ disabled: !grant.data || !zone }}
      onOk={() => grant.data && void save(grant.data)}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      {grant.isFetching && !grant.data ? (
        <Spin />
      ) : (
        <>
          {grant.data && !grant.data.zones.some((z) => z.reachable) && (
            <Alert type="info" showIcon message="该角色尚未分配给任何账号，显示全部专区" />
          )}
          <Alert
            type="warning"
            showIcon
            style={{ margin: '8px 0' }}
            message="勾选下级须同时勾选上级；取消“所有角色可见”的菜单后，其余角色仍可见，本角色不可见。"
          />
          <Tabs
            activeKey={zone}
            onChange={setZone}
            items={zones.map((z) => ({ key: z.zone, label: zoneName(z.zone) }))}
          />
          {items.length === 0 ? (
            <Empty description="该专区没有菜单" />
          ) : (
            <Tree
              checkable
              checkStrictly
              defaultExpandAll
              selectable={false}
              treeData={toData(buildRoleMenuTree(items))}
              checkedKeys={[...checked]}
              onCheck={(_, info) =>
                setChecked(toggleRoleMenu(items, checked, String(info.node.key), info.checked))
              }
            />
          )}
        </>
      )}
    </Modal>
  );
}
