import { Input } from 'antd';
import { getFieldImplementation } from '../registry/widget-registry';
import type { FieldControlProps } from '../types';

/**
 * dialog search: the holder search dialog of features/share-register, taken through the widget
 * registry (`registerFieldImplementation('dialogSearch', …)`) so the engine imports no feature.
 * Until it is registered, a plain disabled box shows the value.
 */
export function DialogSearchField(props: FieldControlProps) {
  const Registered = getFieldImplementation('dialogSearch');
  if (Registered) return <Registered {...props} />;
  return <DialogSearchPlaceholder {...props} />;
}

export function DialogSearchPlaceholder({ field, id, value }: FieldControlProps) {
  const text =
    typeof value === 'string' || typeof value === 'number'
      ? String(value)
      : value && typeof value === 'object' && 'label' in value
        ? String((value as { label: unknown }).label)
        : '';
  return <Input id={id} value={text} disabled placeholder={field.placeholder ?? field.label} />;
}
