import type { FinancingNeed } from '@rer/contracts';
import { FINANCING_TEXT_LIMITS } from '@rer/domain';
import { Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { RegionCascader } from '../../widgets/region-cascader';
import { financingApi } from './api';
import { INDUSTRY_OPTIONS, METHOD_OPTIONS } from './labels';

interface Values {
  title: string;
  method: string;
  amountWan: string;
  purpose: string;
  industry: string;
  region?: string[];
  description?: string;
}

const required = (label: string) => [{ required: true, whitespace: true, message: `请输入${label}` }];

function initialOf(need: FinancingNeed | null): Partial<Values> {
  if (!need) return {};
  const region = [need.provinceCode, need.cityCode, need.districtCode].filter((c): c is string => c !== null);
  return { ...need, description: need.description ?? undefined, region };
}

/**
 * 发布 / 修改融资需求 (ADR 84): the server checks every field again and answers a 400 naming it; a
 * change is sent with the version read, and any change waits for the platform's review again.
 */
export function NeedFormDialog(props: {
  need: FinancingNeed | null;
  open: boolean;
  onClose: (saved: boolean) => void;
}) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const values = await form.validateFields();
    const [provinceCode = null, cityCode = null, districtCode = null] = values.region ?? [];
    setSaving(true);
    try {
      const { region: _r, ...rest } = values;
      await financingApi.save({
        ...rest,
        provinceCode,
        cityCode,
        districtCode,
        ...(props.need ? { id: props.need.id, version: props.need.version } : {}),
      });
      props.onClose(true);
    } catch {
      // The HTTP client has shown the server's refusal; the dialog stays open with what was typed.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      title={props.need ? '修改融资需求' : '发布融资需求'}
      open={props.open}
      onOk={() => void submit()}
      okText="提交审核"
      confirmLoading={saving}
      onCancel={() => props.onClose(false)}
      destroyOnHidden
      width={640}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        name="financing-need"
        initialValues={initialOf(props.need)}
        preserve={false}
      >
        <Form.Item name="title" label="项目名称" rules={required('项目名称')}>
          <Input maxLength={FINANCING_TEXT_LIMITS.title} />
        </Form.Item>
        <Form.Item name="method" label="融资方式" rules={[{ required: true, message: '请选择融资方式' }]}>
          <Select options={METHOD_OPTIONS} />
        </Form.Item>
        <Form.Item name="amountWan" label="融资金额（万元）" rules={required('融资金额')}>
          <Input inputMode="decimal" />
        </Form.Item>
        <Form.Item name="industry" label="所属行业" rules={[{ required: true, message: '请选择所属行业' }]}>
          <Select showSearch optionFilterProp="label" options={INDUSTRY_OPTIONS} />
        </Form.Item>
        <Form.Item name="region" label="所在地区">
          <RegionCascader aria-label="所在地区" />
        </Form.Item>
        <Form.Item name="purpose" label="资金用途" rules={required('资金用途')}>
          <Input.TextArea rows={2} maxLength={FINANCING_TEXT_LIMITS.purpose} />
        </Form.Item>
        <Form.Item name="description" label="项目介绍">
          <Input.TextArea rows={4} maxLength={FINANCING_TEXT_LIMITS.description} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
