import {
  columnChoices,
  compileRowChecker,
  type DictionaryItems,
  type DisplayColumn,
  type DisplayTableField,
  enteredCellText,
  type FormContext,
  type FormValues,
  filledColumns,
} from '@rer/domain';
import { Form, Input, Modal, Select } from 'antd';
import { useEffect, useMemo } from 'react';

/** A cell's message naming its column: 股东名称：请不要输入空格 (one that names it stands alone). */
export function namingColumn(label: string, message: string): string {
  return message.startsWith(label) ? message : `${label}：${message}`;
}

export interface RowDialogProps {
  field: DisplayTableField;
  /** The row edited, or null for 新增; the dialog is shown while `open`. */
  row: FormValues | null;
  /** Where the row is or goes (its 序号 − 1). */
  index: number;
  open: boolean;
  dictionaries: DictionaryItems;
  context: FormContext;
  onSave(row: FormValues): void;
  onCancel(): void;
}

const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** Whether the column's cell is disabled for these values (its `disabledWithout` column empty). */
export function isCellLocked(column: DisplayColumn, values: Readonly<Record<string, unknown>>): boolean {
  const rule = column.disabledWithout;
  return rule !== undefined && textOf(values[rule.prop]).trim() === '';
}

/** The values the locked cells must hold now (001 §5.4: isSendMsg 否 without jbrPhone). */
function lockedValues(
  columns: readonly DisplayColumn[],
  values: Readonly<Record<string, unknown>>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const column of columns)
    if (column.disabledWithout && isCellLocked(column, values))
      out[column.prop] = column.disabledWithout.value;
  return out;
}

/**
 * 新增 / 编辑 of one display-table row (ADR 49): a box per column (text, number, date or a select
 * of its choices), checked on 确定 with the columns' rules, the same check the import and the
 * server run; each failing box shows its message naming the column.
 */
export function RowDialog({
  field,
  row,
  index,
  open,
  dictionaries,
  context,
  onSave,
  onCancel,
}: RowDialogProps) {
  const [form] = Form.useForm<Record<string, string>>();
  const columns = useMemo(() => filledColumns(field), [field]);
  const check = useMemo(
    () => compileRowChecker(field, { dictionaries, context }),
    [field, dictionaries, context],
  );
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    const values = Object.fromEntries(columns.map((c) => [c.prop, textOf(row?.[c.prop])]));
    form.setFieldsValue({ ...values, ...lockedValues(columns, values) });
  }, [open, row, columns, form]);
  const hasLocks = columns.some((c) => c.disabledWithout);
  const relock = () => {
    if (!hasLocks) return;
    const locked = lockedValues(columns, form.getFieldsValue(true) as Record<string, string>);
    if (Object.keys(locked).length > 0) form.setFieldsValue(locked);
  };

  const save = () => {
    const typed = form.getFieldsValue(true) as Record<string, string>;
    const next: Record<string, unknown> = { ...(row ?? {}) };
    for (const column of columns) {
      const value = enteredCellText(column, typed[column.prop] ?? '');
      if (value === '') delete next[column.prop];
      else next[column.prop] = value;
    }
    const problems = check(next, index);
    form.setFields(
      columns.map((column) => {
        const problem = problems.find((p) => p.column === column.prop);
        return { name: column.prop, errors: problem ? [namingColumn(problem.label, problem.message)] : [] };
      }),
    );
    if (problems.length === 0) onSave(next);
  };

  return (
    <Modal
      title={`${row ? '编辑' : '新增'}${field.label ?? ''}`}
      open={open}
      onOk={save}
      onCancel={onCancel}
      okText="确定"
      cancelText="取消"
      destroyOnHidden
      width={640}
    >
      <Form
        form={form}
        layout="horizontal"
        labelCol={{ span: 7 }}
        wrapperCol={{ span: 17 }}
        onValuesChange={relock}
      >
        {columns.map((column) =>
          column.disabledWithout ? (
            <Form.Item key={column.prop} noStyle dependencies={[column.disabledWithout.prop]}>
              {({ getFieldsValue }) => (
                <Form.Item name={column.prop} label={column.label} required={column.isRequired === true}>
                  <CellInput
                    column={column}
                    dictionaries={dictionaries}
                    disabled={isCellLocked(column, getFieldsValue(true) as Record<string, unknown>)}
                  />
                </Form.Item>
              )}
            </Form.Item>
          ) : (
            <Form.Item
              key={column.prop}
              name={column.prop}
              label={column.label}
              required={column.isRequired === true}
            >
              <CellInput column={column} dictionaries={dictionaries} />
            </Form.Item>
          ),
        )}
      </Form>
    </Modal>
  );
}

function CellInput({
  column,
  dictionaries,
  value,
  onChange,
  id,
  disabled,
}: {
  column: DisplayColumn;
  dictionaries: DictionaryItems;
  disabled?: boolean;
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
}) {
  if (column.input === 'select') {
    const options = columnChoices(column, dictionaries) ?? [];
    return (
      <Select
        id={id}
        aria-label={column.label}
        value={value === '' ? undefined : value}
        options={options}
        allowClear
        disabled={disabled}
        placeholder="请选择"
        onChange={(next) => onChange?.(typeof next === 'string' ? next : '')}
      />
    );
  }
  return (
    <Input
      id={id}
      aria-label={column.label}
      type={column.input === 'date' ? 'date' : 'text'}
      inputMode={column.input === 'number' ? 'decimal' : undefined}
      value={value ?? ''}
      disabled={disabled}
      placeholder={column.input === 'date' ? 'yyyy-MM-dd' : '请输入'}
      onChange={(event) => onChange?.(event.target.value)}
    />
  );
}
