import { Button, DatePicker, Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { saveDownloadedFile } from '../../lib/http';
import { encumbranceApi } from './api';
import { encumbranceColumns, KIND_OPTIONS, STATUS_OPTIONS } from './encumbrance-columns';
import { EncumbranceList } from './encumbrance-list';

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

function ExportButton({ search }: { search: Search }) {
  const [exporting, setExporting] = useState(false);
  const exportFile = async () => {
    setExporting(true);
    try {
      const file = await encumbranceApi.exportFile(search).catch(() => null);
      if (file) saveDownloadedFile(file, '股份权利限制.xlsx');
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button onClick={() => void exportFile()} loading={exporting}>
      导出Excel
    </Button>
  );
}

/**
 * 股份权利限制 (/encumbranceAdmin, register staff; ADR 75): every pledge, freeze, queued freeze and
 * lock of the tenant by company, holder, kind, status and registration date; 导出Excel exports the
 * search as it stands.
 */
export default function EncumbranceAdminPage() {
  return (
    <EncumbranceList<SearchValues, Search>
      title="股份权利限制"
      testId="encumbrance-admin"
      name="encumbrance-admin-search"
      queryKey={['encumbrances', 'admin']}
      fetch={(params, signal) => encumbranceApi.search(params, signal)}
      toSearch={toSearch}
      empty="没有符合条件的记录"
      columns={encumbranceColumns({ company: true, holder: true, kind: true, partyTitle: '质权人/执行机关' })}
      extra={(search) => <ExportButton search={search} />}
      fields={
        <>
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
        </>
      }
    />
  );
}
