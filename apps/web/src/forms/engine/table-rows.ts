import { type FormSchema, type FormValues, listFields } from '@rer/domain';
import { useSyncExternalStore } from 'react';
import { loadMissingRows, pagedTablesOf } from './paged-tables';

/**
 * The rows of the form's display tables, kept out of antd's form store (ADR 31). antd copies
 * its store (initial values, setFieldsValue, every getFieldsValue) and a register of 100,000 rows
 * made a form take minutes to open; here each table owns one array that is replaced, never
 * copied row by row, and the form's data gets the rows only when it is read whole (submit, save,
 * validate). Conditions and per-keystroke checks do not see these rows: a display table's rows are
 * data shown to the user, only editInApprove cells change them.
 */
export interface TableRowsStore {
  /** The display-table props of the schema. */
  readonly props: ReadonlySet<string>;
  get(prop: string): readonly FormValues[];
  set(prop: string, rows: readonly FormValues[]): void;
  /** One cell changed: the array is replaced (pointer copy), the other rows keep their identity. */
  setCell(prop: string, index: number, column: string, value: unknown): void;
  /** A row given (row dialog, ADR 49): replaced at `index`, or appended when `index` is the length. */
  setRow(prop: string, index: number, row: FormValues): void;
  /** A row deleted: the rows after it move up one. */
  removeRow(prop: string, index: number): void;
  subscribe(prop: string, listener: () => void): () => void;
  /** A row's index in its table (row keys and 序号 without copying the rows). */
  indexOf(row: FormValues): number;
  /** Every table's rows, for the form's data (after `whenLoaded` when some are paged). */
  values(): Record<string, FormValues[]>;
  /**
   * Paged tables (ADR 33) not given by stored values: their arrays get their full length, the
   * rows not yet read left as holes (`undefined`), which `whenLoaded` fills.
   */
  startPaging(stored: ReadonlySet<string>): void;
  /** Whether every row of the table is there (no page still to read). */
  isComplete(prop: string): boolean;
  /** The table shows this row and it is missing: its chunk is read next. */
  want(prop: string, index: number): void;
  /** Reads every missing row; resolves when none is missing (again after a failure). */
  whenLoaded(): Promise<void>;
  /** Stops reading (the form is gone); `whenLoaded` starts again where it stopped. */
  stop(): void;
}

const EMPTY: readonly FormValues[] = Object.freeze([]);

const rowsOf = (value: unknown): readonly FormValues[] =>
  Array.isArray(value)
    ? value.filter((row): row is FormValues => row !== null && typeof row === 'object')
    : EMPTY;

export function displayTableProps(schema: FormSchema): Set<string> {
  const props = new Set<string>();
  for (const { field } of listFields(schema)) if (field.type === 'displayTable') props.add(field.prop);
  return props;
}

export function createTableRowsStore(schema: FormSchema): TableRowsStore {
  const props = displayTableProps(schema);
  const source = pagedTablesOf(schema);
  const ranges = new Map<string, { from: number; total: number }>();
  const done = new Map<string, Set<number>>();
  const wanted = new Map<string, number>();
  const filled = new Map<string, number>();
  let running: Promise<void> | null = null;
  let controller: AbortController | null = null;
  const rows = new Map<string, readonly FormValues[]>();
  const listeners = new Map<string, Set<() => void>>();
  const indexes = new WeakMap<FormValues, number>();
  const notify = (prop: string) => {
    for (const listener of listeners.get(prop) ?? []) listener();
  };
  const store: TableRowsStore = {
    props,
    get: (prop) => rows.get(prop) ?? EMPTY,
    set(prop, next) {
      const list = rowsOf(next);
      list.forEach((row, index) => {
        indexes.set(row, index);
      });
      rows.set(prop, list);
      notify(prop);
    },
    setCell(prop, index, column, value) {
      const current = store.get(prop);
      const row = current[index];
      if (row === undefined) return;
      const next = current.slice();
      const changed = { ...row, [column]: value };
      next[index] = changed;
      indexes.set(changed, index);
      rows.set(prop, next);
      notify(prop);
    },
    setRow(prop, index, row) {
      const current = store.get(prop);
      if (index < 0 || index > current.length) return;
      const next = current.slice();
      next[index] = row;
      indexes.set(row, index);
      rows.set(prop, next);
      notify(prop);
    },
    removeRow(prop, index) {
      const current = store.get(prop);
      if (index < 0 || index >= current.length) return;
      const next = current.slice();
      next.splice(index, 1);
      for (let i = index; i < next.length; i += 1) {
        const row = next[i];
        if (row) indexes.set(row, i);
      }
      rows.set(prop, next);
      notify(prop);
    },
    indexOf: (row) => indexes.get(row) ?? -1,
    subscribe(prop, listener) {
      const set = listeners.get(prop) ?? new Set<() => void>();
      listeners.set(prop, set);
      set.add(listener);
      return () => set.delete(listener);
    },
    values() {
      const out: Record<string, FormValues[]> = {};
      for (const [prop, list] of rows) out[prop] = list as FormValues[];
      return out;
    },
    startPaging(stored) {
      for (const { prop, total } of source?.tables ?? []) {
        const first = store.get(prop);
        if (stored.has(prop) || !props.has(prop) || total <= first.length) continue;
        ranges.set(prop, { from: first.length, total });
        const next = first.slice();
        next.length = total;
        rows.set(prop, next);
      }
    },
    isComplete: (prop) => {
      const range = ranges.get(prop);
      return !range || (filled.get(prop) ?? 0) >= range.total - range.from;
    },
    want(prop, index) {
      wanted.set(prop, index);
    },
    whenLoaded() {
      if (!source || ranges.size === 0) return Promise.resolve();
      if (running) return running;
      controller = new AbortController();
      running = loadMissingRows({
        source,
        ranges,
        done,
        wanted: (prop) => {
          const index = wanted.get(prop);
          return index !== undefined && store.get(prop)[index] === undefined ? index : undefined;
        },
        fill: (prop, offset, chunk) => {
          const next = store.get(prop).slice();
          chunk.forEach((row, i) => {
            next[offset + i] = row;
            indexes.set(row, offset + i);
          });
          rows.set(prop, next);
          filled.set(prop, (filled.get(prop) ?? 0) + chunk.length);
          notify(prop);
        },
        signal: controller.signal,
      }).finally(() => {
        running = null;
      });
      return running;
    },
    stop() {
      controller?.abort();
    },
  };
  return store;
}

/**
 * Moves the display tables' values out of `values` into the store; answers the rest (no copy of
 * any row). A prop given but not an array leaves the table empty.
 */
export function takeTableValues(
  store: TableRowsStore,
  values: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const rest: Record<string, unknown> = {};
  for (const [prop, value] of Object.entries(values)) {
    if (store.props.has(prop)) store.set(prop, rowsOf(value));
    else rest[prop] = value;
  }
  return rest;
}

/** A display table's rows, re-rendering when they change. */
export function useTableRows(store: TableRowsStore, prop: string): readonly FormValues[] {
  return useSyncExternalStore(
    (listener) => store.subscribe(prop, listener),
    () => store.get(prop),
  );
}
