import { parseAmountInput, toChineseCapitalAmount, wanYuanToYuan } from '@rer/domain';
import { Form, Typography } from 'antd';
import { useFormRuntime } from '../engine/runtime';
import type { FieldControlProps } from '../types';

/** The capital-letters text of an amount field, or '' while it is not a valid amount. */
export function amountInWords(value: unknown, inWanYuan: boolean): string {
  const parsed = parseAmountInput(
    typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '',
  );
  if (!parsed.ok) return '';
  try {
    return toChineseCapitalAmount(inWanYuan ? wanYuanToYuan(parsed.value) : parsed.value);
  } catch {
    return '';
  }
}

/**
 * Example business widget (registered as `amountInWords`): shows another amount field in Chinese
 * capitals (props.sourceProp; props.wanYuan when that field is in 万元). Read-only; it watches
 * only its source field, so typing elsewhere does not render it.
 */
export function AmountInWordsWidget({ field, id }: FieldControlProps) {
  const { form } = useFormRuntime();
  const props = (field.props ?? {}) as Record<string, unknown>;
  const sourceProp = typeof props.sourceProp === 'string' ? props.sourceProp : '';
  const watched = Form.useWatch(sourceProp === '' ? [] : [sourceProp], { form, preserve: true });
  return (
    <Typography.Text id={id} data-testid={`amount-in-words-${field.prop}`}>
      {amountInWords(watched, props.wanYuan === true)}
    </Typography.Text>
  );
}
