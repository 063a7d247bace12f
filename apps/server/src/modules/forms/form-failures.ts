import type { FormValidationFailure } from '@rer/contracts';
import { cellMessage, type FormSchema, fieldDisplayName, listFields, rowMessage } from '@rer/domain';
import { namingField } from '../../platform/errors.js';

/** Messages of the server's own refusals beside the validator's (tampered submissions). */
export const TAMPER_MESSAGES = Object.freeze({
  hiddenValue: '该项当前不可填写，不能提交数值',
  readOnlyChanged: '当前节点不允许修改此项',
});

/**
 * A failure for a prop the guards report: a top-level field (`microNote`) or a sub-table cell
 * (`shareholders.1.idNumber`, message prefixed 第N行 like the validator's) or a display-table cell
 * (`holderInfo.2.holderName`: the table named, the message 第3行【股东名称】…, as the row checker's).
 */
export function failureAt(schema: FormSchema, prop: string, message: string): FormValidationFailure {
  const [top = prop, index, column] = prop.split('.');
  const located = listFields(schema).find(({ field }) => field.prop === top);
  if (!located) return { prop, label: prop, message, groupKey: '' };
  const { field, group } = located;
  if (field.type === 'subTable' && index !== undefined && column !== undefined) {
    const cell = field.columns.find((c) => c.prop === column);
    return {
      prop,
      label: cell ? fieldDisplayName(cell) : column,
      message: rowMessage(Number(index), message),
      groupKey: group.key,
    };
  }
  if (field.type === 'displayTable' && index !== undefined) {
    const cell = field.columns.find((c) => c.prop === column);
    const located =
      column === undefined
        ? rowMessage(Number(index), message)
        : cellMessage(Number(index), cell?.label ?? column, message);
    return { prop, label: fieldDisplayName(field), message: located, groupKey: group.key };
  }
  return { prop, label: fieldDisplayName(field), message, groupKey: group.key };
}

/**
 * The envelope's msg of a refused submission: the first failure, naming its field — unless its
 * message names it already (审批意见为必填项, 001 §5; 货币资金2025年项为必填, 001 §5.17).
 */
export function failureSentence(failure: FormValidationFailure): string {
  return namingField(failure.label, failure.message);
}
