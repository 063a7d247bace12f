import { PlusOutlined } from '@ant-design/icons';
import type { PledgeDeclarationRow } from '@rer/domain';
import { Button, Table } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useFormRuntime } from '../../forms/engine/runtime';
import type { FieldControlProps } from '../../forms/types';
import { useDictionary } from '../../lib/reference-data';
import { pledgeApi } from './pledge-api';
import type { PledgeListRow } from './pledge-list-row';
import { pledgeColumns } from './pledge-list-table';

const PledgeDeclarationDialog = lazy(() =>
  import('./pledge-declaration-dialog').then((m) => ({ default: m.PledgeDeclarationDialog })),
);
const ApplicationFormDialog = lazy(() =>
  import('./application-form-dialog').then((m) => ({ default: m.ApplicationFormDialog })),
);

const INVESTOR_ZONES = new Set(['personalholder', 'orgholder', 'productholder']);
const rowsOf = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter((r) => r && typeof r === 'object') : [];

function useDictName(code: string) {
  const items = useDictionary(code).data ?? [];
  return (key: unknown) => items.find((i) => i.dictKey === key)?.dictValue ?? String(key ?? '');
}

/**
 * 质押冻结申报 list (001 §2.3; registered as `pledgeDeclaration`): the declared pledge with the
 * columns of 001 §3.9, its files (attchments), the columns other modules add (重发确认短信) and
 * 股权质押登记申请表 when its status is 1; 新增 / 展开 open the dialog, 删除 removes the row.
 */
export function PledgeDeclarationField({ field, state, id, value, onChange }: FieldControlProps) {
  const runtime = useFormRuntime();
  const rows = rowsOf(value);
  const readOnly = state.disabled || runtime.formDisabled;
  const [open, setOpen] = useState<{ index: number | null } | null>(null);
  const [formFor, setFormFor] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const applicationId = runtime.context.uuid ?? null;
  const natureName = useDictName('natureOfShare');
  const investorName = useDictName('natureOfShareholder');

  useEffect(() => {
    if (!applicationId) return;
    const controller = new AbortController();
    pledgeApi
      .detail(applicationId, controller.signal)
      .then((d) => setStatus(d.status))
      .catch(() => setStatus(null));
    return () => controller.abort();
  }, [applicationId]);

  const save = (row: PledgeDeclarationRow) => {
    const next = [...rows];
    if (open?.index === null || open?.index === undefined) next.push(row);
    else next[open.index] = row;
    onChange?.(next);
    setOpen(null);
  };

  const columns = pledgeColumns({
    natureName,
    investorName,
    readOnly,
    onOpen: (index) => setOpen({ index }),
    onRemove: (index) => onChange?.(rows.filter((_x, i) => i !== index)),
    onForm: setFormFor,
  });
  const data: PledgeListRow[] = rows.map((row, index) => ({
    index,
    row,
    status,
    applicationId,
    taskItemState: runtime.context.taskItemState,
  }));

  return (
    <div id={id} data-testid={`pledge-declaration-${field.prop}`} style={{ width: '100%' }}>
      {!readOnly && (
        <Button icon={<PlusOutlined />} disabled={rows.length >= 1} onClick={() => setOpen({ index: null })}>
          新增质押申报
        </Button>
      )}
      <Table<PledgeListRow>
        rowKey="index"
        size="small"
        pagination={false}
        scroll={{ x: true }}
        columns={columns}
        dataSource={data}
      />
      <Suspense fallback={null}>
        {open && (
          <PledgeDeclarationDialog
            {...(open.index === null ? {} : { row: rows[open.index] })}
            readOnly={readOnly}
            canPickHolding={INVESTOR_ZONES.has(runtime.context.landingMode ?? '')}
            onCancel={() => setOpen(null)}
            onConfirm={save}
          />
        )}
        {formFor && <ApplicationFormDialog applicationId={formFor} onClose={() => setFormFor(null)} />}
      </Suspense>
    </div>
  );
}
