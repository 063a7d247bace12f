import { isMultipleSelect, type OptionItem } from '@rer/domain';
import { Checkbox, Radio, Select } from 'antd';
import { useFieldOptions } from '../options/use-field-options';
import type { FieldControlProps } from '../types';

type Scalar = string | number | boolean;

export const toSelectOptions = (items: readonly OptionItem[]) =>
  items.map((item) => ({ value: item.value as string | number, label: item.label, disabled: item.disabled }));

/** select: single or multiple; multipleLimit caps the choices (000 §5). */
export function SelectField({ field, state, id, value, onChange }: FieldControlProps) {
  const { items, loading } = useFieldOptions(field, state);
  const multiple = isMultipleSelect(field);
  const props = field.type === 'select' ? field.props : undefined;
  return (
    <Select
      id={id}
      value={normalizeChoice(value, multiple)}
      mode={multiple ? 'multiple' : undefined}
      maxCount={multiple ? props?.multipleLimit : undefined}
      disabled={state.disabled}
      loading={loading}
      placeholder={field.placeholder ?? '请选择'}
      allowClear={props?.clearable !== false}
      showSearch={props?.filterable === true ? { optionFilterProp: 'label' } : undefined}
      options={toSelectOptions(items)}
      style={{ width: '100%' }}
      onChange={(next) => onChange?.(next ?? undefined)}
    />
  );
}

/** checkbox group: min and max choices (000 §5); options past the max are disabled. */
export function CheckboxField({ field, state, id, value, onChange }: FieldControlProps) {
  const { items } = useFieldOptions(field, state);
  const chosen = Array.isArray(value) ? (value as Scalar[]) : [];
  const max = field.type === 'checkbox' ? field.props?.max : undefined;
  const full = max !== undefined && chosen.length >= max;
  return (
    <div id={id}>
      <Checkbox.Group<Scalar> value={chosen} disabled={state.disabled} onChange={(next) => onChange?.(next)}>
        {items.map((item) => (
          <Checkbox
            key={String(item.value)}
            value={item.value}
            disabled={item.disabled || (full && !chosen.includes(item.value))}
          >
            {item.label}
          </Checkbox>
        ))}
      </Checkbox.Group>
    </div>
  );
}

export function RadioField({ field, state, id, value, onChange }: FieldControlProps) {
  const { items } = useFieldOptions(field, state);
  return (
    <Radio.Group
      id={id}
      value={value}
      disabled={state.disabled}
      onChange={(event) => onChange?.(event.target.value)}
      options={toSelectOptions(items)}
    />
  );
}

function normalizeChoice(value: unknown, multiple: boolean) {
  if (multiple) return Array.isArray(value) ? value : [];
  return value === null || value === '' ? undefined : value;
}
