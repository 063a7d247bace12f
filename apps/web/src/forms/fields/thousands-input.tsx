import { amountPlaces, formatAmount, parseAmountInput } from '@rer/domain';
import { Input } from 'antd';
import { useState } from 'react';
import type { FieldControlProps } from '../types';

const NUMERIC_TYPING = /[^\d.,，-]/g;

/**
 * Amounts (001 §5.6, §3.21): typed as plain digits, shown with thousands separators and two
 * decimals — six when the unit is 万元 — once the box loses focus. The value stays a plain
 * decimal string (exact; never a float). Text that is not a number, or above 2^53, is kept as
 * typed so the shared validator reports it (数字超过最大安全长度).
 */
export function ThousandsInput({ field, state, id, value, onChange }: FieldControlProps) {
  const [focused, setFocused] = useState(false);
  const places = amountPlaces(field as { append?: string });
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  const append = 'append' in field ? field.append : undefined;
  return (
    <Input
      id={id}
      inputMode="decimal"
      value={focused ? text : displayAmount(text, places)}
      disabled={state.disabled}
      placeholder={field.placeholder}
      suffix={append ? <span>{append}</span> : undefined}
      onFocus={() => setFocused(true)}
      onBlur={() => {
        setFocused(false);
        const parsed = parseAmountInput(text);
        if (parsed.ok && parsed.value !== text) onChange?.(parsed.value);
      }}
      onChange={(event) => {
        const typed = event.target.value.replace(NUMERIC_TYPING, '');
        onChange?.(typed === '' ? undefined : typed);
      }}
    />
  );
}

/** The grouped display, or the text itself when it is not a well-formed amount of at most `places` decimals. */
export function displayAmount(text: string, places: number): string {
  const parsed = parseAmountInput(text);
  if (!parsed.ok) return text;
  const fraction = parsed.value.split('.')[1] ?? '';
  if (fraction.length > places) return text;
  return formatAmount(parsed.value, places);
}
