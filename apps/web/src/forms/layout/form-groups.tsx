import type { FieldStates, FormGroup } from '@rer/domain';
import { Card, Row } from 'antd';
import { memo } from 'react';
import { FieldItem } from './field-item';
import { groupDomId } from './group-navigation';

export interface GroupErrors {
  /** Top-level field errors by prop. */
  own: Readonly<Record<string, string>>;
  /** Part errors (cells, upload rows) by top-level prop. */
  parts: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

/** Whether a group has anything to show. */
export const isGroupVisible = (group: FormGroup, states: FieldStates) =>
  group.fields.some((field) => states[field.prop]?.visible);

/** A titled group of fields (its title is also the navigation entry). */
export const FormGroupSection = memo(function FormGroupSection({
  formId,
  group,
  mountedFields = group.fields.length,
  states,
  errors,
}: {
  formId: string;
  group: FormGroup;
  /** How many of its fields are mounted yet (a long form mounts them in steps). */
  mountedFields?: number;
  states: FieldStates;
  errors: GroupErrors;
}) {
  if (!isGroupVisible(group, states)) return null;
  return (
    <Card
      id={groupDomId(formId, group.key)}
      title={group.title}
      size="small"
      style={{ marginBottom: 16, scrollMarginTop: 16 }}
      data-group={group.key}
    >
      <Row gutter={16}>
        {group.fields.slice(0, mountedFields).map((field) => {
          const state = states[field.prop];
          if (!state) return null;
          return (
            <FieldItem
              key={field.prop}
              formId={formId}
              field={field}
              state={state}
              error={errors.own[field.prop]}
              partErrors={errors.parts[field.prop]}
            />
          );
        })}
      </Row>
    </Card>
  );
});

/**
 * Splits the shown errors by group, keeping the previous objects where nothing changed, so a
 * group whose fields have the same errors is not rendered again.
 */
export function errorsByGroup(
  groups: readonly FormGroup[],
  errors: Readonly<Record<string, string>>,
  previous: ReadonlyMap<string, GroupErrors>,
): Map<string, GroupErrors> {
  const next = new Map<string, GroupErrors>();
  for (const group of groups) {
    const own: Record<string, string> = {};
    const parts: Record<string, Record<string, string>> = {};
    for (const field of group.fields) {
      const prefix = `${field.prop}.`;
      if (errors[field.prop] !== undefined) own[field.prop] = errors[field.prop]!;
      for (const [path, message] of Object.entries(errors)) {
        if (!path.startsWith(prefix)) continue;
        const forField = parts[field.prop] ?? {};
        forField[path] = message;
        parts[field.prop] = forField;
      }
    }
    const old = previous.get(group.key);
    const candidate = { own, parts };
    next.set(group.key, old && JSON.stringify(old) === JSON.stringify(candidate) ? old : candidate);
  }
  return next;
}

/** States of one group's fields, reusing the previous object when none of them changed. */
export function statesOfGroup(
  group: FormGroup,
  states: FieldStates,
  previous: FieldStates | undefined,
): FieldStates {
  const own: FieldStates = {};
  let same = previous !== undefined;
  for (const field of group.fields) {
    const state = states[field.prop];
    if (!state) continue;
    own[field.prop] = state;
    if (previous?.[field.prop] !== state) same = false;
  }
  return same && previous ? previous : own;
}
