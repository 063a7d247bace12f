import type { ChainLogRow } from '@rer/contracts';
import { Button, DatePicker, Form, Input, Select, Table, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { formatDateTime } from '../../lib/format';
import { SearchForm, usePagedSearch } from '../../widgets/search-form';
import { chainApi } from './api';
import { CLASS_OPTIONS, classLabel, KIND_OPTIONS, kindLabel } from './labels';

interface Values {
  kind?: string;
  objectClass?: string;
  objectId?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
}
type Search = Record<string, string | undefined>;

export const toLogSearch = ({ range, ...rest }: Values): Search => ({
  ...rest,
  from: range?.[0]?.format('YYYY-MM-DD'),
  to: range?.[1]?.format('YYYY-MM-DD'),
});

/** 跨链日志: publications, failures with their paths, overwrites, republications, the regulator's feedback. */
export function ChainLogTab({ onOpen }: { onOpen: (objectId: string) => void }) {
  const search = usePagedSearch<Values, ChainLogRow, Search>({
    key: ['regional-chain', 'log'],
    fetch: (params, signal) => chainApi.log({ ...params }, signal),
    toSearch: toLogSearch,
    defaultSize: 10,
  });
  return (
    <div data-testid="chain-log">
      <SearchForm search={search} name="chain-log-search">
        <Form.Item name="kind" label="日志类型">
          <Select allowClear style={{ width: 130 }} options={KIND_OPTIONS} />
        </Form.Item>
        <Form.Item name="objectClass" label="对象类别">
          <Select allowClear style={{ width: 120 }} options={CLASS_OPTIONS} />
        </Form.Item>
        <Form.Item name="objectId" label="对象标识">
          <Input allowClear maxLength={200} style={{ width: 220 }} />
        </Form.Item>
        <Form.Item name="range" label="日期">
          <DatePicker.RangePicker />
        </Form.Item>
      </SearchForm>
      <Table<ChainLogRow>
        rowKey="id"
        size="small"
        scroll={{ x: true }}
        {...search.tableProps}
        locale={{ emptyText: '没有符合条件的日志' }}
        columns={[
          {
            title: '时间',
            dataIndex: 'createdAt',
            key: 'createdAt',
            render: (v: string) => formatDateTime(v),
          },
          {
            title: '类型',
            dataIndex: 'kind',
            key: 'kind',
            render: (k: string) => <Tag color={k === 'failed' ? 'red' : 'blue'}>{kindLabel(k)}</Tag>,
          },
          { title: '类别', dataIndex: 'objectClass', key: 'class', render: classLabel },
          {
            title: '对象标识',
            dataIndex: 'objectId',
            key: 'objectId',
            render: (id: string) => (
              <Button type="link" size="small" onClick={() => onOpen(id)}>
                {id}
              </Button>
            ),
          },
          { title: '版本', dataIndex: 'version', key: 'version', render: (v: number | null) => v ?? '' },
          {
            title: '说明',
            key: 'message',
            render: (_: unknown, r) => (
              <div>
                {r.message}
                {r.errors.map((e) => (
                  <div key={`${e.path}${e.message}`} data-testid="chain-log-error">
                    <code>{e.path}</code> {e.message}
                  </div>
                ))}
              </div>
            ),
          },
        ]}
      />
    </div>
  );
}
