import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Form, type FormInstance, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { type Paging, type PagingOptions, usePaging } from '../lib/paging';

// Blank filters dropped (lib/query-params.ts), one rule for every list.
export { cleanParams } from '../lib/query-params';

export interface PagedRecords<R> {
  records: R[];
  total: number;
}

export interface PagedSearchOptions<V, R, S> extends PagingOptions {
  /** The query key's first elements (a page's invalidation uses them); the search and paging follow. */
  key: readonly unknown[];
  fetch: (params: S & Paging, signal: AbortSignal) => Promise<PagedRecords<R>>;
  /** Turns the form's values into the search (dates into texts…); the values as they are without it. */
  toSearch?: (values: V) => S;
}

/**
 * A staff list searched by a form and paged on the server (001 §9): the search applied on 查询
 * goes back to page 1, 重置 clears the form and the search, and the last page stays on screen while
 * the next one loads. `tableProps` are the antd Table's loading, rows and pagination.
 */
export function usePagedSearch<V extends object, R, S extends object = V>(
  options: PagedSearchOptions<V, R, S>,
) {
  const { key, fetch, toSearch, ...pagingOptions } = options;
  const [form] = Form.useForm<V>();
  const [search, setSearch] = useState<S>({} as S);
  const { paging, pagination, resetPage } = usePaging(pagingOptions);
  const params = { ...search, ...paging };
  const list = useQuery({
    queryKey: [...key, params],
    queryFn: ({ signal }) => fetch(params, signal),
    placeholderData: keepPreviousData,
  });
  const apply = (values: V) => {
    setSearch(toSearch ? toSearch(values) : (values as unknown as S));
    resetPage();
  };
  const reset = () => {
    form.resetFields();
    setSearch({} as S);
    resetPage();
  };
  const tableProps = {
    loading: list.isFetching,
    dataSource: list.data?.records ?? [],
    pagination: pagination(list.data?.total),
  };
  return { form, list, search, apply, reset, tableProps };
}

interface SearchFormProps<S> {
  search: { form: FormInstance<S>; apply: (values: S) => void; reset: () => void };
  /** The form's name (its fields' ids). */
  name: string;
  children: ReactNode;
  /** Buttons after 查询 and 重置 (导出Excel…). */
  extra?: ReactNode;
  /** Hides 重置 (a list whose filters are few). */
  noReset?: boolean;
}

/** The inline search form above a staff list: its fields, then 查询, 重置 and any extra buttons. */
export function SearchForm<S>({ search, name, children, extra, noReset }: SearchFormProps<S>) {
  return (
    <Form<S>
      form={search.form}
      layout="inline"
      name={name}
      onFinish={search.apply}
      style={{ marginBottom: 16, rowGap: 8 }}
    >
      {children}
      <Space>
        <Button type="primary" htmlType="submit">
          查询
        </Button>
        {!noReset && <Button onClick={search.reset}>重置</Button>}
        {extra}
      </Space>
    </Form>
  );
}
