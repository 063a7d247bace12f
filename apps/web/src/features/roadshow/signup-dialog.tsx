import { ROADSHOW_LIMITS, type RoadshowRegistration } from '@rer/contracts';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { financingApi } from '../financing';
import { roadshowApi } from './api';

interface Values {
  project: string;
  needId?: number;
  contactName: string;
  contactMobile: string;
  pitch: string;
}

const required = (label: string) => [{ required: true, whitespace: true, message: `请输入${label}` }];

function initialOf(r: RoadshowRegistration | null): Partial<Values> {
  if (!r) return {};
  return { ...r, needId: r.needId ?? undefined };
}

/**
 * 报名路演 / 修改报名 (ADR 88): the server checks everything again — the deadline, the places, a second
 * sign-up — and answers in Chinese; the dialog stays open with what was typed.
 */
export function SignupDialog(props: {
  activity: { id: number; title: string };
  registration: RoadshowRegistration | null;
  onClose: (saved: boolean) => void;
}) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  // One of the enterprise's published needs may go with the presentation (the calendar shows its amount).
  const needs = useQuery({
    queryKey: ['roadshow-needs'],
    queryFn: ({ signal }) => financingApi.mine({ status: 2, size: 100 }, signal),
  });
  const r = props.registration;
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    // The form shows what is missing or wrong beside each field.
    if (!values) return;
    setSaving(true);
    try {
      await roadshowApi.register({
        ...values,
        needId: values.needId ?? null,
        activityId: props.activity.id,
        ...(r ? { id: r.id, version: r.version } : {}),
      });
      props.onClose(true);
    } catch {
      // The HTTP client has shown the server's refusal (报名已截止, 报名名额已满…).
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={`${r ? '修改报名' : '报名路演'}：${props.activity.title}`}
      onOk={() => void submit()}
      okText={r ? '保存' : '提交报名'}
      confirmLoading={saving}
      onCancel={() => props.onClose(false)}
      destroyOnHidden
      width={600}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        name="roadshow-signup"
        initialValues={initialOf(r)}
        preserve={false}
      >
        <Form.Item name="project" label="路演项目" rules={required('路演项目')}>
          <Input maxLength={ROADSHOW_LIMITS.project} />
        </Form.Item>
        <Form.Item name="needId" label="关联融资需求（可选）">
          <Select
            allowClear
            loading={needs.isPending}
            placeholder="本企业已发布的融资需求"
            options={(needs.data?.records ?? []).map((n) => ({
              value: n.id,
              label: `${n.title}（${n.amountWan}万元）`,
            }))}
          />
        </Form.Item>
        <Form.Item name="contactName" label="联系人" rules={required('联系人')}>
          <Input maxLength={ROADSHOW_LIMITS.contactName} />
        </Form.Item>
        <Form.Item
          name="contactMobile"
          label="联系人手机号码"
          rules={[
            { required: true, message: '请输入联系人手机号码' },
            { pattern: /^1\d{10}$/, message: '请输入正确的手机号码' },
          ]}
        >
          <Input maxLength={11} inputMode="tel" />
        </Form.Item>
        <Form.Item name="pitch" label="项目简介" rules={required('项目简介')}>
          <Input.TextArea rows={4} maxLength={ROADSHOW_LIMITS.pitch} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
