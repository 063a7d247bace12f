import type { ConsoleAccountDetail, ConsoleRoleRow } from '@rer/contracts';
import { Form, Input, Modal, Select, Typography } from 'antd';
import { useEffect } from 'react';
import { message } from '../../lib/feedback';
import { consoleApi, ZONE_OPTIONS } from './api';

export interface AccountValues {
  account?: string;
  realName: string;
  mobile?: string;
  email?: string;
  zones: string[];
  roleIds: string[];
}

const roleOptions = (roles: ConsoleRoleRow[]) =>
  roles.map((r) => ({ value: r.id, label: r.status === 1 ? r.name : `${r.name}（已停用）` }));

/** Shows a password the server generated, once (ADR 39): it is not stored and cannot be shown again. */
export function showInitialPassword(title: string, password: string) {
  Modal.success({
    title,
    content: (
      <div>
        <p>初始密码只显示这一次，请告知本人；首次登录须修改密码。</p>
        <Typography.Text copyable code data-testid="initial-password">
          {password}
        </Typography.Text>
      </div>
    ),
  });
}

/** 新建账号 / 编辑账号: a create, or an edit written as update → zones → roles, each at the version the last answered. */
export function AccountModal(props: {
  open: boolean;
  detail: ConsoleAccountDetail | null;
  roles: ConsoleRoleRow[];
  onClose: (changed: boolean) => void;
}) {
  const { detail } = props;
  const [form] = Form.useForm<AccountValues>();
  useEffect(() => {
    if (!props.open) return;
    form.resetFields();
    if (detail)
      form.setFieldsValue({
        realName: detail.realName,
        mobile: detail.mobile ?? '',
        email: detail.email ?? '',
        zones: detail.zones,
        roleIds: detail.roleIds,
      });
    else form.setFieldsValue({ zones: ['mgr'], roleIds: [] });
  }, [props.open, detail, form]);

  async function save(values: AccountValues) {
    if (!detail) {
      const answer = await consoleApi.createAccount(values).catch(() => null);
      if (!answer?.success) return;
      props.onClose(true);
      showInitialPassword(`账号 ${values.account} 已创建`, answer.data.initialPassword);
      return;
    }
    let version = detail.version;
    const steps: ['update' | 'zones' | 'roles', Record<string, unknown>][] = [
      ['update', { realName: values.realName, mobile: values.mobile ?? '', email: values.email ?? '' }],
      ['zones', { zones: values.zones }],
      ['roles', { roleIds: values.roleIds }],
    ];
    for (const [action, body] of steps) {
      const answer = await consoleApi
        .accountWrite(action, { id: detail.id, version, ...body })
        .catch(() => null);
      if (!answer?.success) return;
      version = (answer.data as { version: number }).version;
    }
    void message.success('保存成功');
    props.onClose(true);
  }

  return (
    <Modal
      open={props.open}
      title={detail ? `编辑账号 ${detail.account}` : '新建账号'}
      okText="保存"
      onOk={() => form.submit()}
      onCancel={() => props.onClose(false)}
      destroyOnHidden
    >
      <Form<AccountValues> form={form} layout="vertical" onFinish={save} name="console-account">
        {!detail && (
          <Form.Item name="account" label="账号" rules={[{ required: true, message: '请输入账号' }]}>
            <Input maxLength={32} />
          </Form.Item>
        )}
        <Form.Item name="realName" label="姓名" rules={[{ required: true, message: '请输入姓名' }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="mobile" label="手机号码">
          <Input maxLength={11} />
        </Form.Item>
        {detail && (
          <Form.Item name="email" label="邮箱">
            <Input maxLength={100} />
          </Form.Item>
        )}
        <Form.Item name="zones" label="可进入专区" rules={[{ required: true, message: '至少选择一个专区' }]}>
          <Select mode="multiple" options={ZONE_OPTIONS} />
        </Form.Item>
        <Form.Item name="roleIds" label="角色">
          <Select
            mode="multiple"
            options={roleOptions(props.roles)}
            optionFilterProp="label"
            data-testid="account-roles"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
