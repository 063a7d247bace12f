import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, Input, Table } from 'antd';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installBrowserShims } from '../test-support/admin-screen';
import { createTestQueryEnvironment } from '../test-support/query-wrapper';
import { SearchForm, usePagedSearch } from './search-form';

interface Values {
  name?: string;
}
interface Row {
  id: number;
  name: string;
}

/** 23 rows on a "server" that answers the page asked for and records every request. */
function server() {
  const requests: Record<string, unknown>[] = [];
  const fetch = async (params: Values & { current: number; size: number }) => {
    requests.push({ ...params });
    const rows = Array.from({ length: 23 }, (_, i) => ({ id: i + 1, name: `行${i + 1}` })).filter(
      (r) => !params.name || r.name.includes(params.name),
    );
    return {
      records: rows.slice((params.current - 1) * params.size, params.current * params.size),
      total: rows.length,
    };
  };
  return { requests, fetch };
}

function List(props: { fetch: ReturnType<typeof server>['fetch']; toSearch?: (v: Values) => Values }) {
  const search = usePagedSearch<Values, Row>({ key: ['rows'], defaultSize: 5, ...props });
  return (
    <>
      <SearchForm search={search} name="rows" extra={<span>额外按钮</span>}>
        <Form.Item name="name" label="名称">
          <Input />
        </Form.Item>
      </SearchForm>
      <Table<Row> rowKey="id" {...search.tableProps} columns={[{ title: '名称', dataIndex: 'name' }]} />
    </>
  );
}

let env: ReturnType<typeof createTestQueryEnvironment> | undefined;
beforeAll(() => installBrowserShims());
afterEach(() => {
  cleanup();
  env?.dispose();
  env = undefined;
});

const show = (props: Parameters<typeof List>[0]) => {
  env = createTestQueryEnvironment();
  const Wrapper = env.wrapper;
  render(
    <Wrapper>
      <List {...props} />
    </Wrapper>,
  );
};

describe('usePagedSearch and SearchForm', { timeout: 60_000 }, () => {
  it('查询 applies the form from page 1; 重置 clears the form and the search from page 1', async () => {
    const { requests, fetch } = server();
    show({ fetch });
    expect(await screen.findByText('行1')).toBeTruthy();
    expect(screen.getByText('额外按钮')).toBeTruthy();
    fireEvent.click(screen.getByTitle('3'));
    expect(await screen.findByText('行11')).toBeTruthy();
    expect(requests.at(-1)).toEqual({ current: 3, size: 5 });

    fireEvent.change(screen.getByLabelText('名称'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: '查 询' }));
    await waitFor(() => expect(requests.at(-1)).toEqual({ name: '2', current: 1, size: 5 }));
    expect(await screen.findByText('行12')).toBeTruthy();
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(requests.at(-1)).toEqual({ name: '2', current: 2, size: 5 }));

    expect(await screen.findByText('行23')).toBeTruthy();

    // page 1 without a search is in the query cache already: the table shows it again
    fireEvent.click(screen.getByRole('button', { name: '重 置' }));
    expect(await screen.findByText('行1')).toBeTruthy();
    expect(screen.queryByText('行23')).toBeNull();
    expect(screen.getByText('行5')).toBeTruthy();
    expect((screen.getByLabelText('名称') as HTMLInputElement).value).toBe('');
  });

  it('turns the form’s values into the search with toSearch', async () => {
    const { requests, fetch } = server();
    show({ fetch, toSearch: (v) => ({ name: v.name?.trim() }) });
    await screen.findByText('行1');
    fireEvent.change(screen.getByLabelText('名称'), { target: { value: ' 3 ' } });
    fireEvent.click(screen.getByRole('button', { name: '查 询' }));
    await waitFor(() => expect(requests.at(-1)).toEqual({ name: '3', current: 1, size: 5 }));
  });
});
