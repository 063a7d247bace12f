import { checkPatents, type PatentRow } from '@rer/domain';
import { Button, Modal, Table } from 'antd';
import { useState } from 'react';
import { useFormRuntime } from '../engine/runtime';
import type { FieldControlProps } from '../types';
import { PatentFields } from './patent-fields';

const asRows = (value: unknown): PatentRow[] => (Array.isArray(value) ? (value as PatentRow[]) : []);

/** What the dialog works on: a deep copy of one row (or a new one), never the row itself. */
interface Draft {
  index: number | null;
  patent: PatentRow;
}

/**
 * The patent table (001 §3.5, §5.5), registered as `patentTable`: rows listed; 新增 and 编辑 open
 * a dialog that edits a copy — 确定 writes it back to the row (after the table's rules: text at
 * most 50), closing or 取消 discards it.
 */
export function PatentTableWidget({ field, state, id, value, onChange, partErrors }: FieldControlProps) {
  const runtime = useFormRuntime();
  const rows = asRows(value);
  const disabled = state.disabled || runtime.formDisabled;
  const [draft, setDraft] = useState<Draft | null>(null);
  const [draftErrors, setDraftErrors] = useState<Record<string, string>>({});
  const open = (index: number | null) => {
    setDraftErrors({});
    setDraft({ index, patent: structuredClone(index === null ? {} : rows[index]!) });
  };
  const confirm = () => {
    if (!draft) return;
    const problems = checkPatents([draft.patent], { variant: 'table' });
    if (problems.length > 0) {
      setDraftErrors(
        Object.fromEntries(
          problems.map((p) => [p.part.replace(/^0\./, ''), p.message.replace(/^第1行/, '')]),
        ),
      );
      return;
    }
    onChange?.(
      draft.index === null
        ? [...rows, draft.patent]
        : rows.map((r, i) => (i === draft.index ? draft.patent : r)),
    );
    setDraft(null);
  };
  const columns = [
    { title: '专利名称', dataIndex: 'name' },
    { title: '专利号', dataIndex: 'patentNo' },
    { title: '专利类型', dataIndex: 'typeName' },
    { title: '法律状态', dataIndex: 'legalStatusName' },
    { title: '申请日', dataIndex: 'applyDate' },
    { title: '公开日', dataIndex: 'publicDate' },
    {
      title: '操作',
      key: 'actions',
      render: (_: unknown, _row: PatentRow, index: number) =>
        disabled ? null : (
          <>
            <Button type="link" onClick={() => open(index)} aria-label={`编辑第${index + 1}行`}>
              编辑
            </Button>
            <Button type="link" danger onClick={() => onChange?.(rows.filter((_, i) => i !== index))}>
              删除
            </Button>
          </>
        ),
    },
  ];
  const rowErrors = Object.entries(partErrors ?? {}).filter(([k]) => k.startsWith(`${field.prop}.`));
  return (
    <div id={id}>
      <Table
        size="small"
        columns={columns}
        // Rows have no stable id before they are stored; their place is their key.
        dataSource={rows.map((row, index) => ({ ...row, key: String(index) }))}
        pagination={false}
        aria-label={field.label ?? '专利'}
      />
      {rowErrors.map(([k, message]) => (
        <div key={k} role="alert" style={{ color: '#ff4d4f', fontSize: 12 }}>
          {message}
        </div>
      ))}
      {!disabled && (
        <Button style={{ marginTop: 8 }} onClick={() => open(null)}>
          新增专利
        </Button>
      )}
      <Modal
        open={draft !== null}
        title={draft?.index === null ? '新增专利' : '编辑专利'}
        width="70%"
        okText="确定"
        cancelText="取消"
        onOk={confirm}
        onCancel={() => setDraft(null)}
        destroyOnHidden
      >
        {draft && (
          <PatentFields
            name="专利"
            patent={draft.patent}
            disabled={false}
            errorOf={(part) => draftErrors[part]}
            onChange={(patent) => setDraft({ ...draft, patent })}
          />
        )}
      </Modal>
    </div>
  );
}
