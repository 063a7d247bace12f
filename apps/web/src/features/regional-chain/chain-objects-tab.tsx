import type { ChainObjectRow } from '@rer/contracts';
import { Button, Form, Input, Select, Space, Table, Tag } from 'antd';
import { formatDateTime } from '../../lib/format';
import { SearchForm, usePagedSearch } from '../../widgets/search-form';
import { chainApi } from './api';
import { CLASS_OPTIONS, classLabel, OPERATION_LABELS, STATUS_OPTIONS, statusLabel } from './labels';

interface Values {
  objectClass?: string;
  status?: string;
  keyword?: string;
}

/** The objects' latest versions, searched by class, state and id; 查看 opens the object's history. */
export function ChainObjectsTab({ onOpen }: { onOpen: (objectId: string) => void }) {
  const search = usePagedSearch<Values, ChainObjectRow>({
    key: ['regional-chain', 'objects'],
    fetch: (params, signal) => chainApi.objects({ ...params }, signal),
    defaultSize: 10,
  });
  return (
    <div data-testid="chain-objects">
      <SearchForm search={search} name="chain-objects-search">
        <Form.Item name="objectClass" label="对象类别">
          <Select allowClear style={{ width: 120 }} options={CLASS_OPTIONS} />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <Select allowClear style={{ width: 130 }} options={STATUS_OPTIONS} />
        </Form.Item>
        <Form.Item name="keyword" label="对象标识">
          <Input allowClear maxLength={200} style={{ width: 240 }} />
        </Form.Item>
      </SearchForm>
      <Table<ChainObjectRow>
        rowKey="objectId"
        size="small"
        scroll={{ x: true }}
        {...search.tableProps}
        locale={{ emptyText: '没有符合条件的数据对象' }}
        columns={[
          { title: '对象标识', dataIndex: 'objectId', key: 'objectId' },
          { title: '类别', dataIndex: 'objectClass', key: 'class', render: classLabel },
          { title: '最新版本', dataIndex: 'version', key: 'version', align: 'right' },
          {
            title: '操作类型',
            dataIndex: 'operation',
            key: 'operation',
            render: (o: string) => OPERATION_LABELS[o] ?? o,
          },
          {
            title: '状态',
            key: 'status',
            render: (_: unknown, r) => (
              <Tag color={r.status === 'failed' ? 'red' : r.isStored ? 'green' : 'gold'}>
                {statusLabel(r.status, r.isStored)}
              </Tag>
            ),
          },
          {
            title: '时间',
            dataIndex: 'createdAt',
            key: 'createdAt',
            render: (v: string) => formatDateTime(v),
          },
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, r) => (
              <Space>
                <Button type="link" size="small" onClick={() => onOpen(r.objectId)}>
                  查看
                </Button>
              </Space>
            ),
          },
        ]}
      />
    </div>
  );
}
