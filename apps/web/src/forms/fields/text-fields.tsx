import { AutoComplete, Input } from 'antd';
import { useDeferredValue } from 'react';
import { useEndpointOptions } from '../options/use-field-options';
import type { FieldControlProps } from '../types';
import { ThousandsInput } from './thousands-input';

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** input: a text box (with the amount display when toThousands); maxLength includes 001 §5.20's 50. */
export function TextInputField(props: FieldControlProps) {
  const { field, state, id, value, onChange } = props;
  if (field.type === 'input' && field.toThousands) return <ThousandsInput {...props} />;
  const append = 'append' in field ? field.append : undefined;
  return (
    <Input
      id={id}
      value={text(value)}
      disabled={state.disabled}
      placeholder={field.placeholder}
      maxLength={state.maxLength}
      showCount={state.maxLength !== undefined && !state.disabled}
      suffix={append}
      onChange={(event) => onChange?.(event.target.value)}
    />
  );
}

export function TextAreaField({ field, state, id, value, onChange }: FieldControlProps) {
  return (
    <Input.TextArea
      id={id}
      value={text(value)}
      disabled={state.disabled}
      placeholder={field.placeholder}
      maxLength={state.maxLength}
      showCount={state.maxLength !== undefined && !state.disabled}
      autoSize={{ minRows: 2, maxRows: 6 }}
      onChange={(event) => onChange?.(event.target.value)}
    />
  );
}

/**
 * autocomplete (fetchSuggestions): free text with suggestions from the field's named source;
 * an endpoint source gets what was typed as `keyword` besides its queryConfig.
 */
export function AutocompleteField({ field, state, id, value, onChange }: FieldControlProps) {
  const keyword = useDeferredValue(text(value));
  const source = 'options' in field ? field.options : undefined;
  const endpoint = source?.source === 'endpoint' ? source : undefined;
  const remote = useEndpointOptions(endpoint, { keyword, enabled: !state.disabled });
  const fixed = state.options ?? (source?.source === 'static' ? source.items : []);
  const items = endpoint ? (remote.data?.items ?? []) : fixed.filter((item) => item.label.includes(keyword));
  return (
    <AutoComplete
      id={id}
      value={text(value)}
      disabled={state.disabled}
      placeholder={field.placeholder}
      maxLength={state.maxLength}
      options={items.map((item) => ({ value: item.label, label: item.label }))}
      onChange={(next) => onChange?.(next)}
    />
  );
}
