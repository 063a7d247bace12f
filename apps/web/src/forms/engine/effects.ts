import {
  type FieldState,
  type FieldStates,
  type FormContext,
  type FormSchema,
  jsonEquals,
  listFields,
  readPath,
  resolveFieldStates,
} from '@rer/domain';

/**
 * Effects of conditions on the values (architecture §6): a field (or sub-table cell) that
 * becomes hidden loses its value, since the server refuses values of hidden fields; an active
 * setValue imposes its value; when a setValue condition stops holding, the field goes back to
 * its default. Applied until stable (at most a few passes: effects may change conditions).
 */
export interface EffectChange {
  /** antd name path. */
  name: (string | number)[];
  value: unknown;
}

/**
 * The defaults of the schema under the stored values. A display table's rows are not copied
 * (ADR 33): they go to the table store, which never changes a row in place (an edited cell
 * replaces its row), and a copy of 100,000 rows cost more than the rest of the form's opening.
 */
export function initialFormValues(schema: FormSchema, stored?: Record<string, unknown>) {
  const values: Record<string, unknown> = {};
  for (const { field } of listFields(schema)) {
    if (field.defaultValue === undefined) continue;
    values[field.prop] =
      field.type === 'displayTable' ? field.defaultValue : structuredClone(field.defaultValue);
  }
  return { ...values, ...(stored ?? {}) };
}

function cellChanges(
  prop: string,
  columns: readonly { prop: string; defaultValue?: unknown }[],
  before: FieldState | undefined,
  after: FieldState,
  rows: unknown,
): EffectChange[] {
  if (!Array.isArray(rows)) return [];
  const changes: EffectChange[] = [];
  rows.forEach((row, index) => {
    for (const column of columns) {
      const was = before?.rows?.[index]?.[column.prop];
      const now = after.rows?.[index]?.[column.prop];
      if (!now) continue;
      const current = readPath(row, [column.prop]);
      const target = effectTarget(was, now, current, column.defaultValue);
      if (target !== NO_CHANGE) changes.push({ name: [prop, index, column.prop], value: target });
    }
  });
  return changes;
}

const NO_CHANGE = Symbol('no change');

function effectTarget(
  was: FieldState | undefined,
  now: FieldState,
  current: unknown,
  defaultValue: unknown,
): unknown {
  if ('value' in now) return jsonEquals(current, now.value) ? NO_CHANGE : now.value;
  if (was && 'value' in was && jsonEquals(current, was.value)) {
    return jsonEquals(current, defaultValue) ? NO_CHANGE : defaultValue;
  }
  if (was?.visible && !now.visible && current !== undefined) return undefined;
  return NO_CHANGE;
}

/** The value changes the conditions ask for, comparing the states before and after a change. */
export function effectChanges(
  schema: FormSchema,
  before: FieldStates,
  after: FieldStates,
  values: Record<string, unknown>,
): EffectChange[] {
  const changes: EffectChange[] = [];
  for (const { field } of listFields(schema)) {
    const now = after[field.prop];
    if (!now) continue;
    const current = values[field.prop];
    const target = effectTarget(before[field.prop], now, current, field.defaultValue);
    if (target !== NO_CHANGE) {
      changes.push({ name: [field.prop], value: target });
      continue;
    }
    if (field.type === 'subTable' && now.visible) {
      changes.push(...cellChanges(field.prop, field.columns, before[field.prop], now, current));
    }
  }
  return changes;
}

export interface Settled {
  states: FieldStates;
  changes: EffectChange[];
}

/**
 * Resolves states for `values`, applies the effects to a copy through `apply`, and repeats while
 * effects change something. `apply` writes into the form store and answers the new values.
 */
export function settleEffects(
  schema: FormSchema,
  context: FormContext,
  previous: FieldStates,
  values: Record<string, unknown>,
  apply: (changes: EffectChange[]) => Record<string, unknown>,
): Settled {
  let current = values;
  let before = previous;
  let states = resolveFieldStates(schema, current, context);
  const all: EffectChange[] = [];
  for (let pass = 0; pass < 4; pass++) {
    const changes = effectChanges(schema, before, states, current);
    if (changes.length === 0) break;
    all.push(...changes);
    current = apply(changes);
    before = states;
    states = resolveFieldStates(schema, current, context);
  }
  return { states, changes: all };
}

/** Keeps the previous state objects where nothing changed, so memoised fields skip rendering. */
export function stabilizeStates(previous: FieldStates, next: FieldStates): FieldStates {
  let same = Object.keys(previous).length === Object.keys(next).length;
  const out: FieldStates = {};
  for (const [prop, state] of Object.entries(next)) {
    const old = previous[prop];
    if (old && statesEqual(old, state)) out[prop] = old;
    else {
      out[prop] = state;
      same = false;
    }
  }
  return same ? previous : out;
}

function statesEqual(a: FieldState, b: FieldState): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
