import type { OptionItem } from '@rer/domain';
import { Cascader } from 'antd';
import { RegionCascader } from '../../widgets/region-cascader';
import { useFieldOptions } from '../options/use-field-options';
import type { FieldControlProps } from '../types';

interface CascaderOption {
  value: string | number;
  label: string;
  disabled?: boolean;
  children?: CascaderOption[];
}

const toCascader = (items: readonly OptionItem[]): CascaderOption[] =>
  items.map((item) => ({
    value: item.value as string | number,
    label: item.label,
    disabled: item.disabled,
    ...(item.children ? { children: toCascader(item.children) } : {}),
  }));

/**
 * cascader: the region lazy tree (each level loaded when opened) or a tree from a dictionary,
 * endpoint or static list. The value is the path of codes from the top level down.
 */
export function CascaderField({ field, state, id, value, onChange }: FieldControlProps) {
  const source = 'options' in field ? field.options : undefined;
  const { items, loading } = useFieldOptions(field, state);
  const path = Array.isArray(value) ? (value as string[]) : undefined;
  if (source?.source === 'region' && !state.options) {
    return (
      <RegionCascader
        id={id}
        aria-label={field.label ?? field.prop}
        value={path}
        disabled={state.disabled}
        placeholder={field.placeholder ?? '请选择'}
        onChange={(codes) => onChange?.(codes.length > 0 ? codes : undefined)}
      />
    );
  }
  const multiple = field.type === 'cascader' && field.props?.multiple === true;
  return (
    <Cascader
      id={id}
      options={toCascader(items)}
      loading={loading}
      value={path as never}
      multiple={multiple as false}
      disabled={state.disabled}
      placeholder={field.placeholder ?? '请选择'}
      style={{ width: '100%' }}
      onChange={(next: unknown) => onChange?.(Array.isArray(next) && next.length > 0 ? next : undefined)}
    />
  );
}
