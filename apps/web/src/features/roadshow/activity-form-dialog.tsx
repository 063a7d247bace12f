import { ROADSHOW_LIMITS, type RoadshowAdminActivity } from '@rer/contracts';
import { Form, Input, InputNumber, Modal, Select } from 'antd';
import { useState } from 'react';
import { roadshowApi } from './api';
import { FORM_OPTIONS, instantOf, localOf } from './labels';

interface Values {
  title: string;
  theme: string;
  form: string;
  startAt: string;
  endAt: string;
  signupDeadline: string;
  place?: string;
  link?: string;
  capacity: number;
  description?: string;
}

const required = (label: string) => [{ required: true, whitespace: true, message: `请输入${label}` }];

function initialOf(a: RoadshowAdminActivity | null): Partial<Values> {
  if (!a) return { form: '2', capacity: 10 };
  return {
    ...a,
    startAt: localOf(a.startAt),
    endAt: localOf(a.endAt),
    signupDeadline: localOf(a.signupDeadline),
    place: a.place ?? undefined,
    link: a.link ?? undefined,
    description: a.description ?? undefined,
  };
}

/**
 * 新建 / 修改路演活动 (staff, ADR 88): times are Beijing time; the server checks them again (end after
 * start, deadline not after start, https link online, place offline) and names the field it refuses.
 */
export function ActivityFormDialog(props: {
  activity: RoadshowAdminActivity | null;
  onClose: (saved: boolean) => void;
}) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const online = Form.useWatch('form', form) === '1';
  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    // The form shows what is missing or wrong beside each field.
    if (!v) return;
    setSaving(true);
    try {
      const a = props.activity;
      await roadshowApi.save({
        ...v,
        startAt: instantOf(v.startAt),
        endAt: instantOf(v.endAt),
        signupDeadline: instantOf(v.signupDeadline),
        ...(a ? { id: a.id, version: a.version } : {}),
      });
      props.onClose(true);
    } catch {
      // The HTTP client has shown the server's refusal; the dialog keeps what was typed.
    } finally {
      setSaving(false);
    }
  };
  const time = (name: keyof Values, label: string) => (
    <Form.Item name={name} label={label} rules={[{ required: true, message: `请选择${label}` }]}>
      <Input type="datetime-local" aria-label={label} />
    </Form.Item>
  );
  return (
    <Modal
      open
      title={props.activity ? '修改路演活动' : '新建路演活动'}
      onOk={() => void submit()}
      okText="保存草稿"
      confirmLoading={saving}
      onCancel={() => props.onClose(false)}
      destroyOnHidden
      width={640}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        name="roadshow-activity"
        initialValues={initialOf(props.activity)}
        preserve={false}
      >
        <Form.Item name="title" label="活动名称" rules={required('活动名称')}>
          <Input maxLength={ROADSHOW_LIMITS.title} />
        </Form.Item>
        <Form.Item name="theme" label="路演主题" rules={required('路演主题')}>
          <Input maxLength={ROADSHOW_LIMITS.theme} />
        </Form.Item>
        <Form.Item name="form" label="路演形式" rules={[{ required: true, message: '请选择路演形式' }]}>
          <Select options={FORM_OPTIONS} aria-label="路演形式" />
        </Form.Item>
        {time('startAt', '开始时间')}
        {time('endAt', '结束时间')}
        {time('signupDeadline', '报名截止时间')}
        {online ? (
          <Form.Item name="link" label="线上链接" rules={required('线上链接')}>
            <Input maxLength={ROADSHOW_LIMITS.link} placeholder="https://" />
          </Form.Item>
        ) : (
          <Form.Item name="place" label="活动地点" rules={required('活动地点')}>
            <Input maxLength={ROADSHOW_LIMITS.place} />
          </Form.Item>
        )}
        <Form.Item
          name="capacity"
          label="路演企业名额"
          rules={[{ required: true, message: '请输入路演企业名额' }]}
        >
          <InputNumber min={1} max={ROADSHOW_LIMITS.capacity} precision={0} aria-label="路演企业名额" />
        </Form.Item>
        <Form.Item name="description" label="活动介绍">
          <Input.TextArea rows={4} maxLength={ROADSHOW_LIMITS.description} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
