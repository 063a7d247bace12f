import type { SmsOutboxItem } from '@rer/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { http } from '../../lib/http';

export const SMS_OUTBOX_URL = '/api/blade-system/sms-outbox';

type OutboxItem = SmsOutboxItem;

/** What each template of the sandbox is for (the real provider maps it to its own template code). */
const TEMPLATE_NAMES: Record<string, string> = { verifyCode: '短信验证码' };
const PARAM_NAMES: Record<string, string> = { code: '验证码' };

const paramsText = (params: Record<string, string>) =>
  Object.entries(params)
    .map(([key, value]) => `${PARAM_NAMES[key] ?? key}：${value}`)
    .join('；');

/**
 * 短信沙箱发件箱 (/system/sms-outbox, 系统管理, administrators; issue 20): the messages the SMS sandbox
 * "sent" instead of sending them, newest first, searched by mobile. The menu shows it only where the
 * sandbox is on; the codes are readable only because nothing was really sent.
 */
export default function SmsOutboxPage() {
  const [mobile, setMobile] = useState('');
  const outbox = useQuery({
    queryKey: ['sms-outbox', mobile],
    queryFn: ({ signal }) =>
      http.getData<OutboxItem[]>(SMS_OUTBOX_URL, { params: mobile ? { mobile } : {}, signal }),
    retry: false,
  });
  return (
    <Card
      title={
        <Space>
          短信沙箱发件箱
          <Tag color="orange" data-testid="sms-outbox-sandbox">
            沙箱
          </Tag>
        </Space>
      }
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message="短信沙箱不真正发送短信：本应发出的短信记录在此。验证码只因是沙箱才可在此查看，使用正式短信服务时本页不开放。"
      />
      {outbox.isError && (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={outbox.error.message} />
      )}
      <Form
        layout="inline"
        name="sms-outbox-search"
        style={{ marginBottom: 16 }}
        onFinish={(v: { mobile?: string }) => setMobile(v.mobile?.trim() ?? '')}
      >
        <Form.Item
          name="mobile"
          label="手机号码"
          rules={[{ pattern: /^1\d{10}$/, message: '请输入正确的手机号码' }]}
        >
          <Input allowClear maxLength={11} style={{ width: 180 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          查询
        </Button>
      </Form>
      <Table<OutboxItem>
        rowKey="id"
        size="small"
        loading={outbox.isFetching}
        dataSource={outbox.data ?? []}
        pagination={false}
        columns={[
          { title: '发送时间', dataIndex: 'createdAt' },
          { title: '手机号码', dataIndex: 'mobile' },
          {
            title: '模板',
            dataIndex: 'template',
            render: (v: string) => `${TEMPLATE_NAMES[v] ?? v}（${v}）`,
          },
          { title: '参数', dataIndex: 'params', render: paramsText },
        ]}
      />
    </Card>
  );
}
