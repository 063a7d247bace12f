import { JUDICIAL_DECLARATION_WIDGET, methodsOfProps } from '@rer/domain';
import { Button, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import type { FieldControlProps } from '../../forms/types';
import { useDictionary } from '../../lib/reference-data';
import { type DeclarationRow, JudicialRowDialog } from './judicial-row-dialog';

export { JUDICIAL_DECLARATION_WIDGET };

const rowsOf = (value: unknown): DeclarationRow[] =>
  Array.isArray(value) ? (value as DeclarationRow[]) : [];

/**
 * The judicial freeze declaration (001 §2.4, §3.10; ADR 73), the widget `judicialFreezeDeclaration`
 * of 550060 and 550300: the rows filed from the court's documents — 登记账号, 股东名称, 执行法院,
 * 证券代码, 股份性质, 股数, 冻结方式 — each edited in the 司法冻结申报列表 dialog; read-only at the
 * review nodes, where each row opens the dialog without buttons.
 */
export function JudicialDeclarationField({ field, state, id, value, onChange }: FieldControlProps) {
  const rows = rowsOf(value);
  const methods = methodsOfProps(field.props as Record<string, unknown> | undefined);
  const [editing, setEditing] = useState<{ index: number; row: DeclarationRow } | null>(null);
  const methodNames = new Map(
    (useDictionary('frozenMethod').data ?? []).map((d) => [d.dictKey, d.dictValue]),
  );
  const natureNames = new Map(
    (useDictionary('natureOfShare').data ?? []).map((d) => [d.dictKey, d.dictValue]),
  );
  const readOnly = state.disabled;

  function save(row: DeclarationRow) {
    const next = [...rows];
    if (editing && editing.index < rows.length) next[editing.index] = row;
    else next.push(row);
    onChange?.(next);
    setEditing(null);
  }

  const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));
  return (
    <div id={id} data-testid="judicial-declaration" style={{ width: '100%' }}>
      {!readOnly && (
        <Button
          style={{ marginBottom: 8 }}
          onClick={() =>
            setEditing({ index: rows.length, row: methods.length === 1 ? { frozenMethod: methods[0] } : {} })
          }
        >
          新增申报
        </Button>
      )}
      <Table<DeclarationRow>
        size="small"
        rowKey={(row) => String(rows.indexOf(row))}
        pagination={false}
        dataSource={rows}
        columns={[
          { title: '序号', key: 'index', width: 55, render: (_, __, i) => i + 1 },
          { title: '登记账号', dataIndex: 'securityAccountNo', render: text },
          { title: '股东名称', dataIndex: 'holderName', render: text },
          { title: '执行法院', dataIndex: 'judiciary', render: text },
          { title: '证券代码', dataIndex: 'securityCode', render: text },
          {
            title: '股份性质',
            dataIndex: 'natureOfShare',
            render: (v) => natureNames.get(text(v)) ?? text(v),
          },
          { title: '股数', dataIndex: 'frozen', render: text },
          {
            title: '冻结方式',
            dataIndex: 'frozenMethod',
            render: (v) => methodNames.get(text(v)) ?? text(v),
          },
          {
            title: '操作',
            key: 'actions',
            fixed: 'right',
            render: (_, row, i) => (
              <Space>
                <Typography.Link onClick={() => setEditing({ index: i, row })}>
                  {readOnly ? '展开' : '编辑'}
                </Typography.Link>
                {!readOnly && (
                  <Typography.Link type="danger" onClick={() => onChange?.(rows.filter((_, j) => j !== i))}>
                    删除
                  </Typography.Link>
                )}
              </Space>
            ),
          },
        ]}
      />
      {editing && (
        <JudicialRowDialog
          open
          row={editing.row}
          methods={methods}
          readOnly={readOnly}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
