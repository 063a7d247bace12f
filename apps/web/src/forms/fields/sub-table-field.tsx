import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { type FieldState, fieldDisplayName, resolveFormMode, type SubTableField } from '@rer/domain';
import { Button, Form, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useFormRuntime } from '../engine/runtime';
import type { FieldControlProps } from '../types';
import { FieldControl } from './field-control';

interface RowRecord {
  key: number;
  name: number;
  index: number;
}

/** Rows may be deleted unless the form or field is read-only, rows are locked, or props say no. */
export function canDeleteRows(field: SubTableField, state: FieldState, rowsLocked: boolean): boolean {
  return !state.disabled && !rowsLocked && field.props?.canDeleteRows !== false;
}

/**
 * sub-table (the spec's table type): one row per item, each cell a field with its own state
 * (row conditions read `row.<column>`). Adding and deleting follow the node and route: never on
 * read-only nodes nor on the change-history page /process/changeDetial (001 §2, 000 §2).
 */
export function SubTableFieldControl({ field, state, id, partErrors }: FieldControlProps) {
  const runtime = useFormRuntime();
  if (field.type !== 'subTable') return null;
  const rowsLocked = resolveFormMode(runtime.context).rowsLocked;
  const canAdd = state.canAddRows === true;
  const canDelete = canDeleteRows(field, state, rowsLocked);

  return (
    <Form.List name={field.prop}>
      {(rows, { add, remove }) => {
        const columns: ColumnsType<RowRecord> = field.columns.map((column) => ({
          key: column.prop,
          title: (
            <span>
              {column.rules?.some((rule) => rule.kind === 'required') && (
                <span style={{ color: '#ff4d4f' }}>* </span>
              )}
              {fieldDisplayName(column)}
            </span>
          ),
          render: (_: unknown, row: RowRecord) => {
            const cell = state.rows?.[row.index]?.[column.prop];
            if (!cell?.visible) return null;
            const error = partErrors?.[`${field.prop}.${row.index}.${column.prop}`];
            return (
              <Form.Item
                name={[row.name, column.prop]}
                style={{ marginBottom: 0 }}
                validateStatus={error ? 'error' : undefined}
                help={error}
                required={cell.required}
              >
                <FieldControl field={column} state={cell} id={`${id}_${row.index}_${column.prop}`} />
              </Form.Item>
            );
          },
        }));
        columns.unshift({
          key: '__index',
          title: '序号',
          width: 55,
          render: (_: unknown, row) => row.index + 1,
        });
        if (canDelete) {
          columns.push({
            key: '__op',
            title: '操作',
            width: 80,
            fixed: 'right',
            render: (_: unknown, row) => (
              <Button
                type="link"
                danger
                icon={<DeleteOutlined />}
                aria-label={`删除第${row.index + 1}行`}
                onClick={() => {
                  remove(row.name);
                  runtime.refresh([field.prop]);
                }}
              />
            ),
          });
        }
        return (
          <div id={id}>
            <Table<RowRecord>
              size="small"
              bordered
              pagination={false}
              rowKey="key"
              columns={columns}
              dataSource={rows.map((row, index) => ({ key: row.key, name: row.name, index }))}
              scroll={{ x: 'max-content' }}
            />
            {canAdd && (
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                style={{ marginTop: 8 }}
                onClick={() => {
                  add(defaultRow(field));
                  runtime.refresh([field.prop]);
                }}
              >
                添加
              </Button>
            )}
          </div>
        );
      }}
    </Form.List>
  );
}

function defaultRow(field: SubTableField): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const column of field.columns) {
    if (column.defaultValue !== undefined) row[column.prop] = structuredClone(column.defaultValue);
  }
  return row;
}
