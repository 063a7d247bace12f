import type { EncumbranceRow } from '@rer/contracts';
import { Card, Form, Input, Select, Table, Tag } from 'antd';
import { SearchForm, usePagedSearch } from '../../widgets/search-form';
import { encumbranceApi } from './api';
import { encumbranceColumns, STATUS_OPTIONS } from './encumbrance-columns';

interface Search {
  holderName?: string;
  status?: string;
}

/** 限售查询 (/encumbrance/locks, org zone; ADR 75): the locks on the current enterprise's register. */
export default function CompanyLocksPage() {
  const search = usePagedSearch<Search, EncumbranceRow>({
    key: ['encumbrances', 'locks'],
    fetch: (params, signal) => encumbranceApi.locks({ ...params }, signal),
    defaultSize: 10,
  });
  return (
    <Card title="限售查询" data-testid="company-locks">
      <SearchForm search={search} name="locks-search">
        <Form.Item name="holderName" label="股东名称">
          <Input allowClear maxLength={100} placeholder="名称中的文字" />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <Select
            allowClear
            style={{ width: 120 }}
            options={STATUS_OPTIONS.filter((o) => o.value !== 'queued')}
          />
        </Form.Item>
      </SearchForm>
      {search.list.isError && <Tag color="red">{(search.list.error as Error).message}</Tag>}
      <Table<EncumbranceRow>
        rowKey="id"
        size="small"
        scroll={{ x: true }}
        {...search.tableProps}
        locale={{ emptyText: '没有限售记录' }}
        columns={encumbranceColumns({ holder: true })}
      />
    </Card>
  );
}
