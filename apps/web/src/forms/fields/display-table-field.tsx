import {
  type DictionaryItems,
  type DisplayTableField,
  defaultFormFunctions,
  evaluateCondition,
  type FormValues,
  tableEditing,
} from '@rer/domain';
import { Button, Input, Popconfirm, Table, Tooltip } from 'antd';
import type { ColumnsType, TableProps } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormRuntime } from '../engine/runtime';
import { type TableRowsStore, useTableRows } from '../engine/table-rows';
import type { FieldControlProps } from '../types';
import { BigDataTable } from './big-data-table';
import { cellText, FileNameLinks } from './display-table-cells';
import { RowDialog } from './display-table-row-dialog';
import { DisplayTableToolbar } from './display-table-toolbar';

type Row = FormValues;

/** 001 §2.2, §9: the big-data switch and heights. */
export const BIG_DATA_ROW_LIMIT = 50;
export const QUERY_TABLE_ROW_LIMIT = 100;
export const BIG_DATA_MAX_HEIGHT = 500;
export const TABLE_MAX_HEIGHT = 600;
/** 001 §4.4: the loading indicator shows 200 ms after the options start loading (none for a quick answer). */
export const LOADING_DELAY_MS = 200;

/** Rows above which the grid variant is used: a configured number, 100 for query and qualification tables, else 50. */
export function bigDataLimit(props: Readonly<Record<string, unknown>> | undefined): number {
  const configured = props?.maxLimited;
  if (typeof configured === 'number' && configured > 0) return configured;
  return props?.tableKind === 'query' || props?.tableKind === 'qualification'
    ? QUERY_TABLE_ROW_LIMIT
    : BIG_DATA_ROW_LIMIT;
}

/**
 * display table (001 §2.2): optional selection column (55 wide, per-row selectableWhen), 序号,
 * the configured columns (required marker, dictionary labels, registered filterFn), file-name
 * links for originalName, an 操作 column of registered buttons, and above the row limit the
 * big-data grid of height 500, drawing only the rows in view (else at most 600 high). At approval nodes editInApprove columns
 * are text boxes of at most 50 characters.
 */
export function DisplayTableFieldControl({ field, id }: FieldControlProps) {
  const runtime = useFormRuntime();
  const { tables } = runtime;
  // The rows live in the renderer's table store, not in antd's (ADR 31): no copy per render.
  const rows = useTableRows(tables, field.prop) as Row[];
  const [selected, setSelected] = useState<number[]>([]);
  const { t } = useTranslation();
  const editable = runtime.mode.approvalEditable && !runtime.formDisabled;
  // The row dialog (ADR 49): the row's index, `rows.length` for 新增; null when closed.
  const [dialogAt, setDialogAt] = useState<number | null>(null);
  const rowsOpen = !runtime.formDisabled && !runtime.mode.rowsLocked;
  // The same columns until what they show changes: a new page of rows or a scroll re-renders no
  // row of the big-data grid for new render functions.
  const columns = useMemo(
    () =>
      field.type === 'displayTable'
        ? tableColumns(field, editable, runtime.tables, runtime.dictionaries, rowsOpen ? setDialogAt : null)
        : [],
    [field, editable, runtime.tables, runtime.dictionaries, rowsOpen],
  );
  if (field.type !== 'displayTable') return null;
  const props = field.props;
  const bigData = rows.length > bigDataLimit(props);
  // Rows the server sends apart (ADR 33) are holes until read; antd's tables get only rows.
  const complete = tables.isComplete(field.prop);
  const dense = complete ? rows : rows.filter(() => true);
  const selectable = field.selectableWhen !== undefined || props?.selection === true;
  const selectableRow = (row: Row) =>
    field.selectableWhen === undefined ||
    evaluateCondition(field.selectableWhen, { form: {}, context: runtime.context, row });
  // 001 §4.4: while its columns' dictionaries load the table shows a loading indicator.
  const loading = field.columns.some((c) => c.dictName !== undefined && runtime.loadingCodes.has(c.dictName));
  const tableProps: TableProps<Row> = {
    loading: loading ? { spinning: true, delay: LOADING_DELAY_MS } : false,
    size: 'small',
    bordered: true,
    rowKey: (row: Row) => tables.indexOf(row),
    locale: { emptyText: typeof props?.emptyText === 'string' ? props.emptyText : '暂无数据' },
    rowSelection: selectable
      ? {
          columnWidth: 55,
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys as number[]),
          getCheckboxProps: (row) => ({ disabled: !selectableRow(row) }),
        }
      : undefined,
  };
  const editing = tableEditing(field);
  return (
    <div id={id} data-testid={`display-table-${field.prop}`} data-big-data={bigData ? 'true' : 'false'}>
      {(editing.addable || editing.importable) && (
        <DisplayTableToolbar field={field} runtime={runtime} onAdd={() => setDialogAt(rows.length)} />
      )}
      <RowDialog
        field={field}
        open={dialogAt !== null}
        index={dialogAt ?? 0}
        row={dialogAt === null ? null : (rows[dialogAt] ?? null)}
        dictionaries={runtime.dictionaries}
        context={runtime.context}
        onCancel={() => setDialogAt(null)}
        onSave={(row) => {
          if (dialogAt !== null) tables.setRow(field.prop, dialogAt, row);
          setDialogAt(null);
          runtime.refresh([field.prop]);
        }}
      />
      {bigData ? (
        // Above the row limit: our window over fixed-height rows under antd's header (ADR 33).
        <BigDataTable
          columns={columns}
          rows={rows}
          loadedRows={dense}
          onMissing={(index) => tables.want(field.prop, index)}
          height={BIG_DATA_MAX_HEIGHT}
          tableProps={tableProps}
          selection={
            selectable
              ? {
                  columnWidth: 55,
                  isSelected: (index) => selected.includes(index),
                  isDisabled: (row) => !selectableRow(row),
                  toggle: (index, checked) =>
                    setSelected((keys) => (checked ? [...keys, index] : keys.filter((key) => key !== index))),
                }
              : undefined
          }
        />
      ) : (
        <Table<Row>
          {...tableProps}
          columns={columns}
          dataSource={dense}
          scroll={{ x: 'max-content', y: TABLE_MAX_HEIGHT }}
          pagination={
            props?.isPagination === true
              ? {
                  pageSizeOptions: [10, 20, 30],
                  showSizeChanger: true,
                  showQuickJumper: true,
                  showTotal: (total) => t('data.total', { count: total }),
                }
              : false
          }
        />
      )}
    </div>
  );
}

/** The columns of a display table: 序号, the configured ones, and 操作 when it has buttons. */
function tableColumns(
  field: DisplayTableField,
  editable: boolean,
  tables: TableRowsStore,
  dictionaries: DictionaryItems,
  openRow: ((index: number) => void) | null,
): ColumnsType<Row> {
  const props = field.props;
  const indexOf = (row: Row) => tables.indexOf(row);
  const editCell = (index: number, prop: string, text: string) =>
    tables.setCell(field.prop, index, prop, text);

  const columns: ColumnsType<Row> = [
    {
      key: '__index',
      title: '序号',
      width: 55,
      align: 'center',
      render: (_: unknown, row) => indexOf(row) + 1,
    },
    ...field.columns
      .filter((column) => column.isHide !== true)
      .map((column) => ({
        key: column.prop,
        title: (
          <span>
            {column.isRequired && <span style={{ color: '#ff4d4f' }}>* </span>}
            {column.label}
          </span>
        ),
        width: column.width,
        minWidth: typeof column.minWidth === 'number' ? column.minWidth : undefined,
        fixed: column.fixed === true ? ('left' as const) : column.fixed || undefined,
        align: column.align,
        ellipsis: column.showOverflow ? { showTitle: false } : undefined,
        render: (_: unknown, row: Row) => {
          if (editable && column.editInApprove) {
            return (
              <Input
                maxLength={50}
                value={typeof row[column.prop] === 'string' ? (row[column.prop] as string) : ''}
                aria-label={`${column.label}第${indexOf(row) + 1}行`}
                onChange={(event) => editCell(indexOf(row), column.prop, event.target.value)}
              />
            );
          }
          if (column.prop === 'originalName') return <FileNameLinks row={row} />;
          const text = cellText(column, row, dictionaries);
          return column.showOverflow ? <Tooltip title={text}>{text}</Tooltip> : text;
        },
      })),
  ];
  const rowButtons = openRow ? rowEditButtons(field, tables, openRow) : null;
  if (rowButtons) columns.push(rowButtons);
  else if (field.buttons && field.buttons.length > 0) {
    columns.push({
      key: '__op',
      title: '操作',
      fixed: 'right',
      width: typeof props?.buttonColWidth === 'number' ? props.buttonColWidth : 120,
      render: (_: unknown, row: Row) => configuredButtons(field, row),
    });
  }
  return columns;
}

/** 编辑 / 删除 of a table users fill (ADR 49), before its configured buttons. */
function rowEditButtons(
  field: DisplayTableField,
  tables: TableRowsStore,
  openRow: (index: number) => void,
): ColumnsType<Row>[number] | null {
  const { editable, deletable } = tableEditing(field);
  if (!editable && !deletable) return null;
  const label = (row: Row) => `第${tables.indexOf(row) + 1}行`;
  return {
    key: '__op',
    title: '操作',
    fixed: 'right',
    width: typeof field.props?.buttonColWidth === 'number' ? field.props.buttonColWidth : 120,
    render: (_: unknown, row: Row) => (
      <>
        {editable && (
          <Button
            type="link"
            size="small"
            aria-label={`编辑${label(row)}`}
            onClick={() => openRow(tables.indexOf(row))}
          >
            编辑
          </Button>
        )}
        {deletable && (
          <Popconfirm
            title={`确定删除${label(row)}吗？`}
            okText="确定"
            cancelText="取消"
            onConfirm={() => tables.removeRow(field.prop, tables.indexOf(row))}
          >
            <Button type="link" size="small" danger aria-label={`删除${label(row)}`}>
              删除
            </Button>
          </Popconfirm>
        )}
        {configuredButtons(field, row)}
      </>
    ),
  };
}

/** The table's configured row buttons (buttonFn functions), as links. */
function configuredButtons(field: DisplayTableField, row: Row) {
  return field.buttons?.map((button) => (
    <Button key={button.label} type="link" size="small" onClick={() => runButton(button.buttonFn.fn, row)}>
      {button.label}
    </Button>
  ));
}

function runButton(name: string, row: Readonly<Record<string, unknown>>): void {
  const impl = defaultFormFunctions.get(name);
  if (impl?.slot !== 'buttonFn') {
    console.error(`未注册的配置函数：${name}`);
    return;
  }
  Promise.resolve(impl.run(row)).catch((error: unknown) => console.error(error));
}
