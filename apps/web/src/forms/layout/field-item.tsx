import { type FieldState, type FormField, fieldDisplayName } from '@rer/domain';
import { Col, Form } from 'antd';
import { memo } from 'react';
import { FieldControl } from '../fields/field-control';

/** Types laid out on a full row by default. */
const WIDE_TYPES: ReadonlyArray<FormField['type']> = [
  'subTable',
  'upload',
  'displayTable',
  'widget',
  'textarea',
];

export const fieldDomId = (formId: string, prop: string) => `${formId}_${prop}`;

export interface FieldItemProps {
  formId: string;
  field: FormField;
  state: FieldState;
  error?: string;
  /** Errors of cells and upload rows of this field. */
  partErrors?: Readonly<Record<string, string>>;
}

/**
 * One field: label (or none), the required marker from the resolved state, the shared
 * validator's message, and its control. Memoised on its own state and errors, so typing in one
 * field renders that field only.
 */
export const FieldItem = memo(function FieldItem({
  formId,
  field,
  state,
  error,
  partErrors,
}: FieldItemProps) {
  if (!state.visible) return null;
  const id = fieldDomId(formId, field.prop);
  // Sub-tables hold a Form.List of their own; a named Form.Item around it would clash. Display
  // tables keep their rows in the renderer's table store (ADR 31).
  const ownsStore = field.type === 'subTable' || field.type === 'displayTable';
  return (
    <Col span={field.span ?? (WIDE_TYPES.includes(field.type) ? 24 : 12)} data-prop={field.prop}>
      <Form.Item
        name={ownsStore ? undefined : field.prop}
        label={field.noLabel ? undefined : fieldDisplayName(field)}
        htmlFor={id}
        required={state.required}
        validateStatus={error ? 'error' : undefined}
        help={error}
      >
        <FieldControl field={field} state={state} id={id} partErrors={partErrors} />
      </Form.Item>
    </Col>
  );
});
