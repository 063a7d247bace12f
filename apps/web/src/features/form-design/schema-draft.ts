import { type FormSchema, parseFormSchema } from '@rer/domain';
import { listFormBehaviours, listFormWidgets } from '../../forms';

/**
 * The designer edits the schema as plain JSON (what the server stores), so a half-finished
 * field never crashes the editor; the domain's parser decides whether the draft is a schema.
 */
export type DraftField = Record<string, unknown>;
export interface DraftGroup {
  key: string;
  title: string;
  fields: DraftField[];
  [extra: string]: unknown;
}
export interface Draft {
  groups: DraftGroup[];
  [key: string]: unknown;
}

export type DraftCheck = { ok: true; schema: FormSchema } | { ok: false; errors: string[] };

/** The schema's own zod schema (ADR 8): the renderer's widgets, validator references checked. */
export function checkDraft(draft: unknown): DraftCheck {
  const parsed = parseFormSchema(draft, {
    widgets: listFormWidgets(),
    behaviours: listFormBehaviours(),
    checkedSlots: ['validator'],
  });
  return parsed.ok ? { ok: true, schema: parsed.schema } : { ok: false, errors: parsed.errors };
}

/** A draft from stored JSON (groups and fields made arrays so the editor can always walk them). */
export function toDraft(schema: Record<string, unknown>): Draft {
  const groups = Array.isArray(schema.groups) ? schema.groups : [];
  return {
    ...structuredClone(schema),
    groups: groups.map((group: Record<string, unknown>) => ({
      ...group,
      key: String(group.key ?? ''),
      title: String(group.title ?? ''),
      fields: Array.isArray(group.fields) ? (group.fields as DraftField[]) : [],
    })),
  };
}

/** Sets keys of an object; `undefined` removes the key (so optional properties can be cleared). */
export function patchObject<T extends Record<string, unknown>>(target: T, patch: Record<string, unknown>): T {
  const next: Record<string, unknown> = { ...target };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined || value === '') delete next[key];
    else next[key] = value;
  }
  return next as T;
}

function move<T>(items: readonly T[], index: number, delta: number): T[] {
  const target = index + delta;
  if (target < 0 || target >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(index, 1);
  next.splice(target, 0, item as T);
  return next;
}

const withGroups = (draft: Draft, groups: DraftGroup[]): Draft => ({ ...draft, groups });

function uniqueName(prefix: string, taken: ReadonlySet<string>): string {
  for (let n = taken.size + 1; ; n++) if (!taken.has(`${prefix}${n}`)) return `${prefix}${n}`;
}

const allProps = (draft: Draft) => new Set(draft.groups.flatMap((g) => g.fields.map((f) => String(f.prop))));

export const draftOps = {
  setTitle: (draft: Draft, title: string): Draft => ({ ...draft, title }),
  patchGroup: (draft: Draft, gi: number, patch: Record<string, unknown>): Draft =>
    withGroups(
      draft,
      draft.groups.map((group, i) => (i === gi ? patchObject(group, patch) : group)),
    ),
  addGroup: (draft: Draft): Draft => {
    const key = uniqueName('group', new Set(draft.groups.map((g) => g.key)));
    return withGroups(draft, [...draft.groups, { key, title: '新分组', fields: [] }]);
  },
  removeGroup: (draft: Draft, gi: number): Draft =>
    withGroups(
      draft,
      draft.groups.filter((_, i) => i !== gi),
    ),
  moveGroup: (draft: Draft, gi: number, delta: number): Draft =>
    withGroups(draft, move(draft.groups, gi, delta)),
  replaceField: (draft: Draft, gi: number, fi: number, field: DraftField): Draft =>
    withGroups(
      draft,
      draft.groups.map((group, i) =>
        i === gi ? { ...group, fields: group.fields.map((f, j) => (j === fi ? field : f)) } : group,
      ),
    ),
  patchField: (draft: Draft, gi: number, fi: number, patch: Record<string, unknown>): Draft => {
    const field = draft.groups[gi]?.fields[fi];
    return field ? draftOps.replaceField(draft, gi, fi, patchObject(field, patch)) : draft;
  },
  addField: (draft: Draft, gi: number): Draft => {
    const prop = uniqueName('field', allProps(draft));
    return withGroups(
      draft,
      draft.groups.map((group, i) =>
        i === gi ? { ...group, fields: [...group.fields, { type: 'input', prop, label: '新字段' }] } : group,
      ),
    );
  },
  removeField: (draft: Draft, gi: number, fi: number): Draft =>
    withGroups(
      draft,
      draft.groups.map((group, i) =>
        i === gi ? { ...group, fields: group.fields.filter((_, j) => j !== fi) } : group,
      ),
    ),
  moveField: (draft: Draft, gi: number, fi: number, delta: number): Draft =>
    withGroups(
      draft,
      draft.groups.map((group, i) =>
        i === gi ? { ...group, fields: move(group.fields, fi, delta) } : group,
      ),
    ),
};

/** Whether a field carries a `required` rule. */
export function isRequiredField(field: DraftField): boolean {
  return (
    Array.isArray(field.rules) && field.rules.some((rule) => (rule as { kind?: unknown }).kind === 'required')
  );
}

/** Adds or removes the field's `required` rule, keeping its other rules. */
export function setRequired(field: DraftField, required: boolean): DraftField {
  const rules = Array.isArray(field.rules) ? (field.rules as { kind?: unknown }[]) : [];
  const others = rules.filter((rule) => rule.kind !== 'required');
  const next = required ? [{ kind: 'required' }, ...others] : others;
  return patchObject(field, { rules: next.length > 0 ? next : undefined });
}
