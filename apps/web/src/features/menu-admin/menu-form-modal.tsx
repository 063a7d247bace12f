import { useQuery } from '@tanstack/react-query';
import { Form, Input, InputNumber, Modal, Radio, Select, TreeSelect } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { message } from '../../lib/feedback';
import { type MenuAdminNode, type MenuSubmitBody, menuAdminApi, menuAdminKeys } from './api';

/** What the modal edits: an existing item, or a new one under a parent ('0' = top level). */
export type MenuFormTarget =
  | { kind: 'edit'; node: MenuAdminNode }
  | { kind: 'create'; parentId: string; category: 1 | 2 };

interface Values {
  category: 1 | 2;
  parentId: string;
  name: string;
  path?: string;
  code?: string;
  icon?: string;
  sort?: number;
  roles?: string[];
  query?: string;
}

function initialValues(target: MenuFormTarget): Values {
  if (target.kind === 'create')
    return { category: target.category, parentId: target.parentId, name: '', sort: 0, roles: [] };
  const n = target.node;
  return {
    category: n.category === 2 ? 2 : 1,
    parentId: n.parentId,
    name: n.name,
    path: n.path,
    code: n.code ?? undefined,
    icon: n.icon,
    sort: n.sort,
    roles: n.roles,
    query: n.query,
  };
}

/** 新增 / 编辑 of one menu item or button; the server's refusal (named field) keeps it open. */
export function MenuFormModal(props: {
  zone: string;
  target: MenuFormTarget;
  onClose: (saved: boolean) => void;
}) {
  const { zone, target, onClose } = props;
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const category = Form.useWatch('category', form) ?? initialValues(target).category;
  const tree = useQuery({
    queryKey: menuAdminKeys.tree(zone),
    queryFn: ({ signal }) => menuAdminApi.tree(zone, signal),
    staleTime: 0,
  });
  const roles = useQuery({
    queryKey: menuAdminKeys.roles(),
    queryFn: ({ signal }) => menuAdminApi.roles(signal),
  });
  useEffect(() => form.setFieldsValue(initialValues(target)), [form, target]);

  const submit = async () => {
    // A field refusal is shown under the field; nothing is sent.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const body: MenuSubmitBody = {
      zone: zone as MenuSubmitBody['zone'],
      parentId: values.parentId,
      category: values.category,
      name: values.name,
      path: values.category === 1 ? (values.path ?? '') : '',
      code: values.category === 2 ? (values.code ?? '') : null,
      icon: values.icon ?? '',
      sort: values.sort ?? 0,
      roles: values.roles ?? [],
      query: values.query ?? '',
      ...(target.kind === 'edit' ? { id: target.node.id, version: target.node.version } : {}),
    };
    setSaving(true);
    try {
      const answer = await menuAdminApi.submit(body).catch(() => null);
      if (answer?.success) {
        void message.success(t('menuAdmin.saved'));
        onClose(true);
      }
    } finally {
      setSaving(false);
    }
  };

  const top = {
    title: t('menuAdmin.topLevel'),
    value: '0',
    id: '0',
    parentId: '',
    children: tree.data ?? [],
  };
  return (
    <Modal
      open
      title={target.kind === 'edit' ? t('menuAdmin.edit') : t('menuAdmin.add')}
      okText={t('menuAdmin.save')}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={initialValues(target)} data-testid="menu-form">
        <Form.Item name="category" label={t('menuAdmin.category')}>
          <Radio.Group disabled={target.kind === 'edit'}>
            <Radio value={1}>{t('menuAdmin.kindMenu')}</Radio>
            <Radio value={2}>{t('menuAdmin.kindButton')}</Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item name="parentId" label={t('menuAdmin.parent')}>
          <TreeSelect treeData={[top]} treeDefaultExpandAll loading={tree.isPending} />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('menuAdmin.name')}
          rules={[
            { required: true, whitespace: true, message: t('menuAdmin.nameRequired') },
            { max: 30, message: t('menuAdmin.nameTooLong') },
          ]}
        >
          <Input maxLength={30} />
        </Form.Item>
        {category === 1 ? (
          <Form.Item
            name="path"
            label={t('menuAdmin.path')}
            rules={[
              { required: true, message: t('menuAdmin.pathRequired') },
              { pattern: /^\//, message: t('menuAdmin.pathSlash') },
            ]}
          >
            <Input placeholder="/wel/index" />
          </Form.Item>
        ) : (
          <Form.Item
            name="code"
            label={t('menuAdmin.code')}
            rules={[
              { required: true, message: t('menuAdmin.codeRequired') },
              { pattern: /^[a-z][a-z0-9_]{0,63}$/, message: t('menuAdmin.codePattern') },
            ]}
          >
            <Input placeholder="company_edit" />
          </Form.Item>
        )}
        {category === 1 ? (
          <Form.Item name="icon" label={t('menuAdmin.icon')}>
            <Input placeholder="icon-home" />
          </Form.Item>
        ) : null}
        <Form.Item name="sort" label={t('menuAdmin.sort')}>
          <InputNumber min={0} max={9999} precision={0} />
        </Form.Item>
        <Form.Item name="roles" label={t('menuAdmin.roles')} extra={t('menuAdmin.rolesHint')}>
          <Select
            mode="multiple"
            allowClear
            loading={roles.isPending}
            options={(roles.data ?? []).map((r) => ({ value: r.alias, label: `${r.name}（${r.alias}）` }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
