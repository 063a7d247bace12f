import {
  Button,
  Card,
  Popconfirm,
  Segmented,
  Space,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { message } from '../../lib/feedback';
import { usePermissions } from '../../lib/identity/queries';
import { menuAdminApi } from './api';
import { MenuFormModal, type MenuFormTarget } from './menu-form-modal';
import { type MenuRow, useLazyMenuTree } from './use-lazy-menu-tree';

const ZONES = ['org', 'member', 'personalholder', 'orgholder', 'productholder', 'mgr'] as const;

/**
 * 菜单管理 (administrators; 002 §6, §7): each zone's side menu and button permissions, loaded level
 * by level. 新增 / 编辑 / 删除 show only with their button permission (menu_add, menu_edit,
 * menu_remove); the server checks the administrator role on every call anyway.
 */
export default function MenuAdminPage() {
  const { t } = useTranslation();
  const [zone, setZone] = useState<string>('mgr');
  const [target, setTarget] = useState<MenuFormTarget | null>(null);
  const tree = useLazyMenuTree(zone);
  const can = usePermissions();

  const remove = async (row: MenuRow) => {
    const answer = await menuAdminApi.remove([row.id]).catch(() => null);
    if (answer?.success) {
      void message.success(t('menuAdmin.removed'));
      await tree.reload();
    }
  };

  const columns: TableColumnsType<MenuRow> = [
    {
      title: t('menuAdmin.name'),
      dataIndex: 'name',
      render: (name: string, row) =>
        row.placeholder ? <Typography.Text type="secondary">{t('app.loading')}</Typography.Text> : name,
    },
    {
      title: t('menuAdmin.category'),
      dataIndex: 'category',
      width: 80,
      render: (category: number, row) =>
        row.placeholder ? null : (
          <Tag color={category === 2 ? 'orange' : 'blue'}>
            {category === 2 ? t('menuAdmin.kindButton') : t('menuAdmin.kindMenu')}
          </Tag>
        ),
    },
    {
      title: t('menuAdmin.pathOrCode'),
      key: 'target',
      render: (_, row) =>
        row.placeholder ? null : (
          <Typography.Text code>{row.category === 2 ? row.code : row.path}</Typography.Text>
        ),
    },
    {
      title: t('menuAdmin.sort'),
      dataIndex: 'sort',
      width: 70,
      render: (sort: number, row) => (row.placeholder ? null : sort),
    },
    {
      title: t('menuAdmin.roles'),
      dataIndex: 'roles',
      render: (roles: string[], row) =>
        row.placeholder
          ? null
          : roles.length === 0
            ? t('menuAdmin.everyone')
            : roles.map((r) => <Tag key={r}>{r}</Tag>),
    },
    {
      title: t('menuAdmin.origin'),
      key: 'origin',
      width: 120,
      render: (_, row) =>
        row.placeholder ? null : (
          <Space size={4}>
            <Tag>{row.shipped ? t('menuAdmin.shipped') : t('menuAdmin.custom')}</Tag>
            {row.shipped && row.adminEdited ? <Tag color="gold">{t('menuAdmin.edited')}</Tag> : null}
          </Space>
        ),
    },
    {
      title: t('menuAdmin.operation'),
      key: 'operation',
      width: 220,
      render: (_, row) =>
        row.placeholder ? null : (
          <Space size={0}>
            {can.menu_add && row.category === 1 ? (
              <Button
                type="link"
                size="small"
                onClick={() => setTarget({ kind: 'create', parentId: row.id, category: 1 })}
              >
                {t('menuAdmin.addChild')}
              </Button>
            ) : null}
            {can.menu_edit ? (
              <Button type="link" size="small" onClick={() => setTarget({ kind: 'edit', node: row })}>
                {t('menuAdmin.edit')}
              </Button>
            ) : null}
            {can.menu_remove ? (
              <Popconfirm
                title={t('menuAdmin.removeConfirm', { name: row.name })}
                onConfirm={() => remove(row)}
              >
                <Button type="link" size="small" danger>
                  {t('menuAdmin.remove')}
                </Button>
              </Popconfirm>
            ) : null}
          </Space>
        ),
    },
  ];

  return (
    <Card
      title={t('route.menuAdmin')}
      data-testid="menu-admin"
      extra={
        can.menu_add ? (
          <Button type="primary" onClick={() => setTarget({ kind: 'create', parentId: '0', category: 1 })}>
            {t('menuAdmin.add')}
          </Button>
        ) : null
      }
    >
      <Segmented
        value={zone}
        onChange={(value) => setZone(String(value))}
        options={ZONES.map((z) => ({ value: z, label: t(`zone.${z}`) }))}
        style={{ marginBottom: 16 }}
      />
      <Typography.Paragraph type="secondary">{t('menuAdmin.hint')}</Typography.Paragraph>
      <Table<MenuRow>
        rowKey="rowKey"
        size="small"
        loading={tree.loading}
        columns={columns}
        dataSource={tree.rows}
        pagination={false}
        expandable={{
          onExpand: (expanded, row) => {
            if (expanded && !tree.isLoaded(row.id)) void tree.load(row.id).catch(() => undefined);
          },
        }}
      />
      {target ? (
        <MenuFormModal
          zone={zone}
          target={target}
          onClose={(saved) => {
            setTarget(null);
            if (saved) void tree.reload();
          }}
        />
      ) : null}
    </Card>
  );
}
