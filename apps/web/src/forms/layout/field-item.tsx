import { type FieldState, type FormField, fieldDisplayName } from '@rer/domain';
import { Col, Form } from 'antd';
import { type FocusEvent, memo, useContext } from 'react';
import { CommitHubContext } from '../engine/behaviours';
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
  const hub = useContext(CommitHubContext);
  if (!state.visible) return null;
  const id = fieldDomId(formId, field.prop);
  // A field a behaviour watches reports when the user leaves it (ADR 50).
  const watched = hub !== null && (field.behaviours?.length ?? 0) > 0;
  const onBlur = watched
    ? (event: FocusEvent<HTMLDivElement>) => {
        const next = event.relatedTarget;
        if (next instanceof Node && event.currentTarget.contains(next)) return;
        hub.emit(field.prop);
      }
    : undefined;
  // Sub-tables hold a Form.List of their own; a named Form.Item around it would clash. Display
  // tables keep their rows in the renderer's table store (ADR 31).
  const ownsStore = field.type === 'subTable' || field.type === 'displayTable';
  return (
    <Col
      span={field.span ?? (WIDE_TYPES.includes(field.type) ? 24 : 12)}
      data-prop={field.prop}
      onBlur={onBlur}
    >
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
