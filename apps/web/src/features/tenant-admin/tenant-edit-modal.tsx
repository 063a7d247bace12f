import { Button, Form, Input, Modal, Select, Space, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { message } from '../../lib/feedback';
import { submitOf, TENANT_THEMES, type TenantRecord, type TenantSubmitBody, tenantAdminApi } from './api';

interface Values {
  tenantId: string;
  tenantName: string;
  domains: string[];
  isSharedPlatform: boolean;
  forcedTheme: TenantSubmitBody['forcedTheme'] | undefined;
  restrictedCityCode: string | undefined;
}

// The same rule as the server's (contracts `tenantHost`): a host name, no scheme, port or path.
const HOST = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** 新增/编辑租户, with its host names (域名, several per tenant) and settings. */
export function TenantEditModal(props: {
  editing: TenantRecord | 'new' | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const { editing } = props;

  useEffect(() => {
    if (editing === null) return;
    form.setFieldsValue(
      editing === 'new'
        ? {
            tenantId: '',
            tenantName: '',
            domains: [],
            isSharedPlatform: false,
            forcedTheme: undefined,
            restrictedCityCode: undefined,
          }
        : {
            tenantId: editing.tenantId,
            tenantName: editing.tenantName,
            domains: editing.domains,
            isSharedPlatform: editing.isSharedPlatform,
            forcedTheme: (editing.forcedTheme as Values['forcedTheme']) ?? undefined,
            restrictedCityCode: editing.restrictedCityCode ?? undefined,
          },
    );
  }, [editing, form]);

  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values || editing === null) return;
    const fields = {
      tenantId: values.tenantId.trim(),
      tenantName: values.tenantName.trim(),
      domains: values.domains.map((d) => d.trim().toLowerCase()),
      isSharedPlatform: values.isSharedPlatform,
      forcedTheme: values.forcedTheme ?? null,
      restrictedCityCode: values.restrictedCityCode?.trim() || null,
    };
    setSaving(true);
    try {
      const body = editing === 'new' ? { ...fields, status: 1 as const } : submitOf(editing, fields);
      const answer = await tenantAdminApi.submit(body).catch(() => null);
      if (answer?.success) {
        void message.success(t('tenantAdmin.saved'));
        props.onSaved();
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={editing !== null}
      title={editing === 'new' ? t('tenantAdmin.add') : t('tenantAdmin.editTitle')}
      okText={t('tenantAdmin.save')}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={props.onClose}
      forceRender
    >
      <Form form={form} layout="vertical" data-testid="tenant-form">
        <Form.Item
          name="tenantId"
          label={t('tenantAdmin.tenantId')}
          rules={[{ required: true, pattern: /^\d{6}$/, message: t('tenantAdmin.tenantIdRule') }]}
        >
          <Input disabled={editing !== 'new'} maxLength={6} />
        </Form.Item>
        <Form.Item
          name="tenantName"
          label={t('tenantAdmin.tenantName')}
          rules={[{ required: true, whitespace: true, message: t('tenantAdmin.tenantNameRequired') }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.List name="domains">
          {(fields, { add, remove }) => (
            <Form.Item label={t('tenantAdmin.domains')} extra={t('tenantAdmin.domainsHint')}>
              {fields.map((field, index) => (
                <Space key={field.key} align="baseline" style={{ display: 'flex' }}>
                  <Form.Item
                    name={field.name}
                    rules={[
                      {
                        validator: async (_, host: string | undefined) => {
                          if (!HOST.test((host ?? '').trim().toLowerCase()))
                            throw new Error(t('tenantAdmin.domainRule', { host: host ?? '' }));
                        },
                      },
                    ]}
                  >
                    <Input
                      aria-label={t('tenantAdmin.domainN', { n: index + 1 })}
                      placeholder="market.example.cn"
                      maxLength={253}
                      style={{ width: 320 }}
                    />
                  </Form.Item>
                  <Button type="link" onClick={() => remove(field.name)}>
                    {t('tenantAdmin.removeDomain')}
                  </Button>
                </Space>
              ))}
              <Button type="dashed" onClick={() => add('')} disabled={fields.length >= 20}>
                {t('tenantAdmin.addDomain')}
              </Button>
            </Form.Item>
          )}
        </Form.List>
        <Form.Item name="isSharedPlatform" label={t('tenantAdmin.isSharedPlatform')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="forcedTheme" label={t('tenantAdmin.forcedTheme')}>
          <Select allowClear options={TENANT_THEMES.map((name) => ({ value: name, label: name }))} />
        </Form.Item>
        <Form.Item
          name="restrictedCityCode"
          label={t('tenantAdmin.restrictedCity')}
          extra={t('tenantAdmin.restrictedCityHint')}
          rules={[{ pattern: /^\d{6}$/, message: t('tenantAdmin.restrictedCityRule') }]}
        >
          <Input maxLength={6} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
