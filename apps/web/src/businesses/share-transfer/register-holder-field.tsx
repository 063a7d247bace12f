import type { HolderRecord } from '@rer/contracts';
import { Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormRuntime } from '../../forms/engine/runtime';
import type { FieldControlProps } from '../../forms/types';
import { HolderPickButton } from './holder-pick-button';

type HolderKey = 'accountNumber' | 'holderName' | 'userCode' | 'certificateNo';
const HOLDER_KEYS: readonly HolderKey[] = ['accountNumber', 'holderName', 'userCode', 'certificateNo'];

/** `props.fill`: holder record key → form field, e.g. `{ "holderName": "transfereeName" }`. */
export function holderFillPatch(row: HolderRecord, fill: unknown): Record<string, string> {
  const patch: Record<string, string> = {};
  if (!fill || typeof fill !== 'object') return patch;
  for (const [key, prop] of Object.entries(fill as Record<string, unknown>)) {
    const value = HOLDER_KEYS.includes(key as HolderKey) ? row[key as HolderKey] : undefined;
    if (typeof prop === 'string' && typeof value === 'string') patch[prop] = value;
  }
  return patch;
}

/**
 * A holder's account number, typed or chosen (registered as `registerHolder`; the 550004
 * transferee, issue 18): the box stays editable for an account the caller knows, and 选择 opens the
 * register's holders (and the 000 §5 search for anyone else). Choosing sets the box to the account
 * number and fills the fields `props.fill` names (the holder's name).
 */
export function RegisterHolderField({ field, state, id, value, onChange }: FieldControlProps) {
  const { t } = useTranslation();
  const runtime = useFormRuntime();
  const props = (field.props ?? {}) as Record<string, unknown>;
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  const title =
    typeof props.dialogTitle === 'string' ? props.dialogTitle : t('workflow.transferRecord.pickTransferee');

  function choose(row: HolderRecord) {
    const patch = holderFillPatch(row, props.fill);
    runtime.form.setFieldsValue(patch);
    onChange?.(row.accountNumber);
    runtime.refresh([field.prop, ...Object.keys(patch)]);
  }

  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        id={id}
        value={text}
        disabled={state.disabled}
        maxLength={typeof props.maxLength === 'number' ? props.maxLength : undefined}
        placeholder={field.placeholder}
        onChange={(event) => onChange?.(event.target.value)}
      />
      <HolderPickButton field={field} disabled={state.disabled} title={title} onSelect={choose} />
    </Space.Compact>
  );
}
