import type { EncumbranceRow } from '@rer/contracts';
import { Button, Card, DatePicker, Form, Input, Select, Table, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { saveDownloadedFile } from '../../lib/http';
import { SearchForm, usePagedSearch } from '../../widgets/search-form';
import { encumbranceApi } from './api';
import { encumbranceColumns, KIND_OPTIONS, STATUS_OPTIONS } from './encumbrance-columns';

interface SearchValues {
  companyName?: string;
  holderName?: string;
  accountNumber?: string;
  kind?: string;
  status?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
}
type Search = Record<string, string | undefined>;

/** The form's values as the call's filters: the registration-date range as two calendar days. */
export const toSearch = ({ range, ...rest }: SearchValues): Search => ({
  ...rest,
  from: range?.[0]?.format('YYYY-MM-DD'),
  to: range?.[1]?.format('YYYY-MM-DD'),
});

/**
 * 股份权利限制 (/encumbranceAdmin, register staff; ADR 75): every pledge, freeze, queued freeze and
 * lock of the tenant by company, holder, kind, status and registration date; 导出Excel exports the
 * search as it stands.
 */
export default function EncumbranceAdminPage() {
  const search = usePagedSearch<SearchValues, EncumbranceRow, Search>({
    key: ['encumbrances', 'admin'],
    fetch: (params, signal) => encumbranceApi.search(params, signal),
    toSearch,
    defaultSize: 10,
  });
  const [exporting, setExporting] = useState(false);
  const exportFile = async () => {
    setExporting(true);
    try {
      const file = await encumbranceApi.exportFile(search.search).catch(() => null);
      if (file) saveDownloadedFile(file, '股份权利限制.xlsx');
    } finally {
      setExporting(false);
    }
  };

  return (
    <Card title="股份权利限制" data-testid="encumbrance-admin">
      <SearchForm
        search={search}
        name="encumbrance-admin-search"
        extra={
          <Button onClick={() => void exportFile()} loading={exporting}>
            导出Excel
          </Button>
        }
      >
        <Form.Item name="companyName" label="企业名称">
          <Input allowClear maxLength={100} />
        </Form.Item>
        <Form.Item name="holderName" label="股东名称">
          <Input allowClear maxLength={100} />
        </Form.Item>
        <Form.Item name="accountNumber" label="登记账号">
          <Input allowClear maxLength={30} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="kind" label="类型">
          <Select allowClear style={{ width: 120 }} options={KIND_OPTIONS} />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <Select allowClear style={{ width: 110 }} options={STATUS_OPTIONS} />
        </Form.Item>
        <Form.Item name="range" label="登记日期">
          <DatePicker.RangePicker />
        </Form.Item>
      </SearchForm>
      {search.list.isError && <Tag color="red">{(search.list.error as Error).message}</Tag>}
      <Table<EncumbranceRow>
        rowKey="id"
        size="small"
        scroll={{ x: true }}
        {...search.tableProps}
        locale={{ emptyText: '没有符合条件的记录' }}
        columns={encumbranceColumns({
          company: true,
          holder: true,
          kind: true,
          partyTitle: '质权人/执行机关',
        })}
      />
    </Card>
  );
}
