import { Form, Input, Select } from 'antd';
import { encumbranceApi, type NoticeKind } from './api';
import { encumbranceColumns, STATUS_OPTIONS } from './encumbrance-columns';
import { EncumbranceList } from './encumbrance-list';

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
  return (
    <EncumbranceList<{ companyName?: string; status?: string }>
      title={text.title}
      testId={`my-encumbrances-${kind}`}
      name={`my-${kind}-search`}
      queryKey={['encumbrances', 'mine', kind]}
      fetch={(params, signal) => encumbranceApi.mine(kind, { ...params }, signal)}
      empty={text.empty}
      columns={encumbranceColumns({ company: true, kind: kind === 'freeze', partyTitle: text.party })}
      fields={
        <>
          <Form.Item name="companyName" label="企业名称">
            <Input allowClear maxLength={100} placeholder="名称中的文字" />
          </Form.Item>
          <Form.Item name="status" label="状态">
            <Select
              allowClear
              style={{ width: 120 }}
              options={
                kind === 'pledge' ? STATUS_OPTIONS.filter((o) => o.value !== 'queued') : STATUS_OPTIONS
              }
            />
          </Form.Item>
        </>
      }
    />
  );
}
