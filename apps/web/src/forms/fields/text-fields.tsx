import { AutoComplete, Input } from 'antd';
import { useDeferredValue } from 'react';
import { useEndpointOptions } from '../options/use-field-options';
import type { FieldControlProps } from '../types';
import { ThousandsInput } from './thousands-input';

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** What every text control of a field shows: its value as text, state, placeholder and length. */
function boxProps({ field, state, id, value }: FieldControlProps) {
  return {
    id,
    value: text(value),
    disabled: state.disabled,
    placeholder: field.placeholder,
    maxLength: state.maxLength,
  };
}

/** The character count under a box that limits its length, while it can be edited. */
const counted = (state: FieldControlProps['state']) => state.maxLength !== undefined && !state.disabled;

/** input: a text box (with the amount display when toThousands); maxLength includes 001 §5.20's 50. */
export function TextInputField(props: FieldControlProps) {
  const { field, state, onChange } = props;
  if (field.type === 'input' && field.toThousands) return <ThousandsInput {...props} />;
  const append = 'append' in field ? field.append : undefined;
  return (
    <Input
      {...boxProps(props)}
      showCount={counted(state)}
      suffix={append}
      onChange={(event) => onChange?.(event.target.value)}
    />
  );
}

export function TextAreaField(props: FieldControlProps) {
  const { state, onChange } = props;
  return (
    <Input.TextArea
      {...boxProps(props)}
      showCount={counted(state)}
      autoSize={{ minRows: 2, maxRows: 6 }}
      onChange={(event) => onChange?.(event.target.value)}
    />
  );
}

/**
 * autocomplete (fetchSuggestions): free text with suggestions from the field's named source;
 * an endpoint source gets what was typed as `keyword` besides its queryConfig.
 */
export function AutocompleteField(props: FieldControlProps) {
  const { field, state, value, onChange } = props;
  const keyword = useDeferredValue(text(value));
  const source = 'options' in field ? field.options : undefined;
  const endpoint = source?.source === 'endpoint' ? source : undefined;
  const remote = useEndpointOptions(endpoint, { keyword, enabled: !state.disabled });
  const fixed = state.options ?? (source?.source === 'static' ? source.items : []);
  const items = endpoint ? (remote.data?.items ?? []) : fixed.filter((item) => item.label.includes(keyword));
  return (
    <AutoComplete
      {...boxProps(props)}
      options={items.map((item) => ({ value: item.label, label: item.label }))}
      onChange={(next) => onChange?.(next)}
    />
  );
}
