import type { EncumbranceRow } from '@rer/contracts';
import { Card, Table, type TableColumnsType, Tag } from 'antd';
import type { ReactNode } from 'react';
import type { Paging } from '../../lib/paging';
import { type PagedRecords, SearchForm, usePagedSearch } from '../../widgets/search-form';

interface Props<V extends object, S extends object> {
  title: string;
  testId: string;
  /** The search form's name. */
  name: string;
  queryKey: readonly unknown[];
  fetch: (params: S & Paging, signal: AbortSignal) => Promise<PagedRecords<EncumbranceRow>>;
  toSearch?: (values: V) => S;
  /** The form's fields (Form.Item). */
  fields: ReactNode;
  columns: TableColumnsType<EncumbranceRow>;
  empty: string;
  /** Buttons after 查询 / 重置, given the search as it stands (导出Excel). */
  extra?: (search: S) => ReactNode;
}

/** One encumbrance list of ADR 75: its search form, then the server-paged table of its rows. */
export function EncumbranceList<V extends object, S extends object = V>(props: Props<V, S>) {
  const search = usePagedSearch<V, EncumbranceRow, S>({
    key: props.queryKey,
    fetch: props.fetch,
    ...(props.toSearch ? { toSearch: props.toSearch } : {}),
    defaultSize: 10,
  });
  return (
    <Card title={props.title} data-testid={props.testId}>
      <SearchForm search={search} name={props.name} extra={props.extra?.(search.search)}>
        {props.fields}
      </SearchForm>
      {search.list.isError && <Tag color="red">{(search.list.error as Error).message}</Tag>}
      <Table<EncumbranceRow>
        rowKey="id"
        size="small"
        scroll={{ x: true }}
        {...search.tableProps}
        locale={{ emptyText: props.empty }}
        columns={props.columns}
      />
    </Card>
  );
}
