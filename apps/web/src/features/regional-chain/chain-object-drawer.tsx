import type { ChainVersionDetail } from '@rer/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Drawer, Form, Input, InputNumber, Popconfirm, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { message } from '../../lib/feedback';
import { formatDateTime } from '../../lib/format';
import { chainApi } from './api';
import { classLabel, OPERATION_LABELS, statusLabel } from './labels';

interface OverwriteValues {
  version: number;
  body: string;
  remark: string;
}

/** Parses the edited body; a refusal names the field as the server would. */
export function parseBody(text: string): Record<string, unknown> | string {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : '数据体：应为JSON对象';
  } catch {
    return '数据体：不是有效的JSON';
  }
}

/** 覆盖: the chosen version's body edited; that version and every later one are rewritten (§6.5). */
function OverwriteForm({
  objectId,
  latest,
  onDone,
}: {
  objectId: string;
  latest: ChainVersionDetail;
  onDone: () => void;
}) {
  const [form] = Form.useForm<OverwriteValues>();
  const [problem, setProblem] = useState<string | null>(null);
  const overwrite = useMutation({
    mutationFn: chainApi.overwrite,
    onSuccess: (done) => {
      void message.success(`已覆盖版本 ${done.versions.join('、')}（修订 ${done.revision}）并重新发布`);
      onDone();
    },
    // The schema's refusal names every path: kept beside the form, not only in a passing toast.
    onError: (error: Error) => setProblem(error.message),
  });
  const submit = (values: OverwriteValues) => {
    const body = parseBody(values.body);
    if (typeof body === 'string') return setProblem(body);
    setProblem(null);
    overwrite.mutate({ objectId, version: values.version, body, remark: values.remark });
  };
  return (
    <Form<OverwriteValues>
      form={form}
      name="chain-overwrite"
      layout="vertical"
      initialValues={{ version: latest.version, body: JSON.stringify(latest.body, null, 2), remark: '' }}
      onFinish={submit}
    >
      <Form.Item name="version" label="覆盖版本" rules={[{ required: true, message: '请填写覆盖版本' }]}>
        <InputNumber min={0} precision={0} />
      </Form.Item>
      <Form.Item name="body" label="数据体（JSON）" rules={[{ required: true, message: '请填写数据体' }]}>
        <Input.TextArea rows={10} spellCheck={false} />
      </Form.Item>
      <Form.Item
        name="remark"
        label="覆盖原因"
        rules={[{ required: true, whitespace: true, message: '请填写覆盖原因' }]}
      >
        <Input maxLength={200} />
      </Form.Item>
      {problem && (
        <Alert
          type="error"
          showIcon
          message={problem}
          style={{ marginBottom: 12 }}
          data-testid="overwrite-problem"
        />
      )}
      <Popconfirm
        title="确定覆盖？"
        description="所选版本及其后的每个版本都将以新的数据体重新签名、校验并发布；原有修订保留在历史中。"
        okText="确定覆盖"
        cancelText="取消"
        onConfirm={() => form.submit()}
      >
        <Button type="primary" loading={overwrite.isPending}>
          覆盖并发布
        </Button>
      </Popconfirm>
    </Form>
  );
}

/** One object's versions and revisions (history is never removed), its log, and the corrections. */
export function ChainObjectDrawer({ objectId, onClose }: { objectId: string | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const detail = useQuery({
    queryKey: ['regional-chain', 'object', objectId],
    queryFn: ({ signal }) => chainApi.object(objectId!, signal),
    enabled: objectId !== null,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['regional-chain'] });
  const republish = useMutation({
    mutationFn: chainApi.republish,
    onSuccess: (done) => {
      void message.success(`已重新发布版本 ${done.versions.join('、')}（修订 ${done.revision}）`);
      refresh();
    },
  });
  const versions = detail.data?.versions ?? [];
  const latest = versions[versions.length - 1];
  return (
    <Drawer
      open={objectId !== null}
      onClose={onClose}
      width={760}
      title={
        objectId ? (
          <Typography.Text copyable={{ tooltips: ['复制对象标识', '已复制'] }}>{objectId}</Typography.Text>
        ) : (
          ''
        )
      }
      destroyOnHidden
    >
      {detail.data && (
        <div data-testid="chain-object-detail">
          <p>类别：{classLabel(detail.data.objectClass)}</p>
          <Table<ChainVersionDetail>
            rowKey={(r) => `${r.version}-${r.revision}`}
            size="small"
            pagination={false}
            dataSource={versions}
            expandable={{
              expandedRowRender: (r) => (
                <pre>{JSON.stringify({ header: r.header, body: r.body }, null, 2)}</pre>
              ),
            }}
            columns={[
              { title: '版本', dataIndex: 'version', key: 'version' },
              { title: '修订', dataIndex: 'revision', key: 'revision' },
              {
                title: '操作类型',
                dataIndex: 'operation',
                key: 'op',
                render: (o: string) => OPERATION_LABELS[o] ?? o,
              },
              { title: '状态', key: 'status', render: (_: unknown, r) => statusLabel(r.status, r.isStored) },
              { title: '时间', dataIndex: 'createdAt', key: 'at', render: (v: string) => formatDateTime(v) },
              {
                title: '操作',
                key: 'republish',
                render: (_: unknown, r) => (
                  <Popconfirm
                    title={`重新发布版本 ${r.version}？`}
                    description={
                      r.status === 'failed'
                        ? '将按数据模型重新校验，通过后作为新修订发布。'
                        : '将再次通知监管链获取该版本。'
                    }
                    okText="确定"
                    cancelText="取消"
                    onConfirm={() => republish.mutate({ objectId: r.objectId, version: r.version })}
                  >
                    <Button size="small">重新发布</Button>
                  </Popconfirm>
                ),
              },
            ]}
          />
          {latest && (
            <Space direction="vertical" style={{ width: '100%', marginTop: 16 }}>
              <h4>覆盖（更正数据）</h4>
              <Typography.Text type="secondary">
                数据有误时，先通过原业务更正；无法通过业务更正的，在此以新的数据体覆盖所选版本。点击版本行左侧的“+”可查看该版本的头部与数据体。
              </Typography.Text>
              <OverwriteForm objectId={detail.data.objectId} latest={latest} onDone={refresh} />
            </Space>
          )}
        </div>
      )}
    </Drawer>
  );
}
