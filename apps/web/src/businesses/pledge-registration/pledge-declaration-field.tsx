import { PlusOutlined } from '@ant-design/icons';
import type { PledgeDeclarationRow } from '@rer/domain';
import { Button, Space, Table, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { lazy, Suspense, useEffect, useState } from 'react';
import { FileNameLinks } from '../../features/attachments';
import { useFormRuntime } from '../../forms/engine/runtime';
import type { FieldControlProps } from '../../forms/types';
import { formatShares } from '../../lib/format';
import { useDictionary } from '../../lib/reference-data';
import { pledgeApi } from './pledge-api';
import { type PledgeListRow, pledgeListExtraColumns } from './pledge-list-columns';

const PledgeDeclarationDialog = lazy(() =>
  import('./pledge-declaration-dialog').then((m) => ({ default: m.PledgeDeclarationDialog })),
);
const ApplicationFormDialog = lazy(() =>
  import('./application-form-dialog').then((m) => ({ default: m.ApplicationFormDialog })),
);

const INVESTOR_ZONES = new Set(['personalholder', 'orgholder', 'productholder']);
const rowsOf = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter((r) => r && typeof r === 'object') : [];
const filesOf = (att: unknown) =>
  att && typeof att === 'object'
    ? Object.values(att as Record<string, unknown>).flatMap((l) =>
        Array.isArray(l) ? (l as { attachId: string; originalName: string }[]) : [],
      )
    : [];

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

  const text = (prop: string) => (r: PledgeListRow) => String(r.row[prop] ?? '');
  const columns: ColumnType<PledgeListRow>[] = [
    { title: '序号', key: 'index', width: 60, render: (_, r) => r.index + 1 },
    { title: '出质人登记账号', key: 'securityAccountNo', render: (_, r) => text('securityAccountNo')(r) },
    { title: '证件号码', key: 'idNumber', render: (_, r) => text('idNumber')(r) },
    { title: '出质人名称', key: 'holderName', render: (_, r) => text('holderName')(r) },
    { title: '投资者性质', key: 'natureOfInvestor', render: (_, r) => investorName(r.row.natureOfInvestor) },
    { title: '申请日期', key: 'applyDate', render: (_, r) => text('applyDate')(r) },
    { title: '证券代码', key: 'securityCode', render: (_, r) => text('securityCode')(r) },
    { title: '股份性质', key: 'natureOfShare', render: (_, r) => natureName(r.row.natureOfShare) },
    {
      title: '质押数量（股）',
      key: 'pledgeShares',
      render: (_, r) => formatShares(text('pledgeShares')(r) || '0'),
    },
    { title: '附件', key: 'attchments', render: (_, r) => <FileNameLinks files={filesOf(r.row.att)} /> },
    ...pledgeListExtraColumns(),
    {
      title: '股权质押登记申请表',
      key: 'applicationForm',
      render: (_, r) =>
        r.status === '1' && r.applicationId ? (
          <Typography.Link onClick={() => setFormFor(r.applicationId)}>股权质押登记申请表</Typography.Link>
        ) : null,
    },
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      render: (_, r) => (
        <Space>
          <Typography.Link onClick={() => setOpen({ index: r.index })}>
            {readOnly ? '查看' : '展开'}
          </Typography.Link>
          {!readOnly && (
            <Typography.Link type="danger" onClick={() => onChange?.(rows.filter((_x, i) => i !== r.index))}>
              删除
            </Typography.Link>
          )}
        </Space>
      ),
    },
  ];
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
