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
    form.setFieldsValue(Object.fromEntries(columns.map((c) => [c.prop, textOf(row?.[c.prop])])));
  }, [open, row, columns, form]);

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
      <Form form={form} layout="horizontal" labelCol={{ span: 7 }} wrapperCol={{ span: 17 }}>
        {columns.map((column) => (
          <Form.Item
            key={column.prop}
            name={column.prop}
            label={column.label}
            required={column.isRequired === true}
          >
            <CellInput column={column} dictionaries={dictionaries} />
          </Form.Item>
        ))}
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
}: {
  column: DisplayColumn;
  dictionaries: DictionaryItems;
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
      placeholder={column.input === 'date' ? 'yyyy-MM-dd' : '请输入'}
      onChange={(event) => onChange?.(event.target.value)}
    />
  );
}
