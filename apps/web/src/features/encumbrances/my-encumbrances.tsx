import type { EncumbranceRow } from '@rer/contracts';
import { Card, Form, Input, Select, Table, Tag } from 'antd';
import { SearchForm, usePagedSearch } from '../../widgets/search-form';
import { encumbranceApi, type NoticeKind } from './api';
import { encumbranceColumns, STATUS_OPTIONS } from './encumbrance-columns';

interface Search {
  companyName?: string;
  status?: string;
}

const TITLES: Record<NoticeKind, { title: string; party: string; empty: string }> = {
  pledge: { title: '质押查询', party: '质权人', empty: '没有质押记录' },
  freeze: { title: '冻结查询', party: '执行机关', empty: '没有冻结记录' },
};

/**
 * 质押查询 / 冻结查询 (investor zones; ADR 75): the pledges, or the court freezes and queued
 * freezes, of the investor's own registration accounts — the chosen one when one is chosen.
 */
export function MyEncumbrances({ kind }: { kind: NoticeKind }) {
  const text = TITLES[kind];
  const search = usePagedSearch<Search, EncumbranceRow>({
    key: ['encumbrances', 'mine', kind],
    fetch: (params, signal) => encumbranceApi.mine(kind, { ...params }, signal),
    defaultSize: 10,
  });
  return (
    <Card title={text.title} data-testid={`my-encumbrances-${kind}`}>
      <SearchForm search={search} name={`my-${kind}-search`}>
        <Form.Item name="companyName" label="企业名称">
          <Input allowClear maxLength={100} placeholder="名称中的文字" />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <Select
            allowClear
            style={{ width: 120 }}
            options={kind === 'pledge' ? STATUS_OPTIONS.filter((o) => o.value !== 'queued') : STATUS_OPTIONS}
          />
        </Form.Item>
      </SearchForm>
      {search.list.isError && <Tag color="red">{(search.list.error as Error).message}</Tag>}
      <Table<EncumbranceRow>
        rowKey="id"
        size="small"
        scroll={{ x: true }}
        {...search.tableProps}
        locale={{ emptyText: text.empty }}
        columns={encumbranceColumns({ company: true, kind: kind === 'freeze', partyTitle: text.party })}
      />
    </Card>
  );
}
