import type { ChainVersionDetail } from '@rer/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, Form, Input, InputNumber, Space, Table, Tag } from 'antd';
import { useState } from 'react';
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
  const overwrite = useMutation({ mutationFn: chainApi.overwrite, onSuccess: onDone });
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
      {problem && <Tag color="red">{problem}</Tag>}
      <Button type="primary" htmlType="submit" loading={overwrite.isPending}>
        覆盖并发布
      </Button>
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
  const republish = useMutation({ mutationFn: chainApi.republish, onSuccess: refresh });
  const versions = detail.data?.versions ?? [];
  const latest = versions[versions.length - 1];
  return (
    <Drawer open={objectId !== null} onClose={onClose} width={760} title={objectId ?? ''} destroyOnHidden>
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
                title: '',
                key: 'republish',
                render: (_: unknown, r) => (
                  <Button
                    size="small"
                    onClick={() => republish.mutate({ objectId: r.objectId, version: r.version })}
                  >
                    重新发布
                  </Button>
                ),
              },
            ]}
          />
          {latest && (
            <Space direction="vertical" style={{ width: '100%', marginTop: 16 }}>
              <h4>覆盖版本</h4>
              <OverwriteForm objectId={detail.data.objectId} latest={latest} onDone={refresh} />
            </Space>
          )}
        </div>
      )}
    </Drawer>
  );
}
