import { Form, Input, Select } from 'antd';
import { encumbranceApi } from './api';
import { encumbranceColumns, STATUS_OPTIONS } from './encumbrance-columns';
import { EncumbranceList } from './encumbrance-list';

/** 限售查询 (/encumbrance/locks, org zone; ADR 75): the locks on the current enterprise's register. */
export default function CompanyLocksPage() {
  return (
    <EncumbranceList<{ holderName?: string; status?: string }>
      title="限售查询"
      testId="company-locks"
      name="locks-search"
      queryKey={['encumbrances', 'locks']}
      fetch={(params, signal) => encumbranceApi.locks({ ...params }, signal)}
      empty="没有限售记录"
      columns={encumbranceColumns({ holder: true })}
      fields={
        <>
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
        </>
      }
    />
  );
}
