import { Form, Input, InputNumber, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { message } from '../../lib/feedback';
import { type DictItemRecord, type DictSubmitBody, type DictTypeRecord, systemAdminApi } from './api';

/** What the modal edits: a dictionary, or an item of dictionary `code` (under `parentKey`). */
export type DictTarget =
  | { kind: 'dictionary'; record?: DictTypeRecord }
  | { kind: 'item'; code: string; parentKey: string | null; record?: DictItemRecord };

interface Values {
  code?: string;
  dictKey?: string;
  dictValue: string;
  sort?: number;
  remark?: string;
}

/** 新增 / 编辑 of a dictionary or an item; a server refusal (named field) keeps it open. */
export function DictEditModal(props: { target: DictTarget; onClose: (saved: boolean) => void }) {
  const { target, onClose } = props;
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const record = target.record;
  const initial: Values =
    target.kind === 'dictionary'
      ? { code: record?.code, dictValue: record?.dictValue ?? '', remark: record?.remark ?? '' }
      : {
          dictKey: target.record?.dictKey,
          dictValue: target.record?.dictValue ?? '',
          sort: target.record?.sort ?? 0,
          remark: target.record?.remark ?? '',
        };

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const body: DictSubmitBody =
      target.kind === 'dictionary'
        ? {
            parentId: '0',
            code: values.code ?? '',
            dictValue: values.dictValue,
            remark: values.remark ?? null,
            ...(target.record ? { version: target.record.version } : {}),
          }
        : {
            parentId: target.code,
            dictKey: values.dictKey ?? '',
            dictValue: values.dictValue,
            parentKey: target.record ? target.record.parentKey : target.parentKey,
            sort: values.sort ?? 0,
            remark: values.remark ?? null,
            ...(target.record ? { id: target.record.id, version: target.record.version } : {}),
          };
    setSaving(true);
    try {
      const answer = await systemAdminApi.submitDictionary(body).catch(() => null);
      if (answer?.success) {
        void message.success(t('systemAdmin.saved'));
        onClose(true);
      }
    } finally {
      setSaving(false);
    }
  };

  const isDictionary = target.kind === 'dictionary';
  const title = `${record ? t('systemAdmin.edit') : t('systemAdmin.add')}${isDictionary ? t('systemAdmin.dictionary') : t('systemAdmin.item')}`;
  return (
    <Modal
      open
      title={title}
      okText={t('systemAdmin.save')}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={initial} data-testid="dict-form">
        {isDictionary ? (
          <Form.Item
            name="code"
            label={t('systemAdmin.code')}
            rules={[{ required: true, message: t('systemAdmin.codeRequired') }]}
          >
            <Input disabled={Boolean(record)} maxLength={64} />
          </Form.Item>
        ) : (
          <Form.Item
            name="dictKey"
            label={t('systemAdmin.dictKey')}
            rules={[{ required: true, whitespace: true, message: t('systemAdmin.dictKeyRequired') }]}
          >
            <Input disabled={Boolean(target.record?.isSealed)} maxLength={64} />
          </Form.Item>
        )}
        <Form.Item
          name="dictValue"
          label={isDictionary ? t('systemAdmin.dictName') : t('systemAdmin.dictValue')}
          rules={[
            {
              required: true,
              whitespace: true,
              message: isDictionary ? t('systemAdmin.dictNameRequired') : t('systemAdmin.dictValueRequired'),
            },
          ]}
        >
          <Input maxLength={100} />
        </Form.Item>
        {isDictionary ? null : (
          <Form.Item name="sort" label={t('systemAdmin.sort')}>
            <InputNumber min={0} max={9999} precision={0} />
          </Form.Item>
        )}
        <Form.Item name="remark" label={t('systemAdmin.remark')}>
          <Input.TextArea maxLength={255} autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
