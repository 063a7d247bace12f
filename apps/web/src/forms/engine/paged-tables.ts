import type { FormSchema, FormValues, PagedTable } from '@rer/domain';

/**
 * Display tables whose rows the server sends apart from the schema (issue 18, ADR 33): the
 * schema answer holds a table's first rows and its row count; the rest is read by page. The
 * loader that read the schema records, for that parsed schema object, which tables are paged and
 * how to read their rows; the renderer's table store reads it (no page has to pass it along).
 */
export interface PagedTablesSource {
  tables: readonly PagedTable[];
  /** Rows `offset` to `offset + limit` of a table, in the schema's version. */
  loadRows(prop: string, offset: number, limit: number, signal: AbortSignal): Promise<readonly FormValues[]>;
}

const sources = new WeakMap<FormSchema, PagedTablesSource>();

export function setPagedTables(schema: FormSchema, source: PagedTablesSource): void {
  sources.set(schema, source);
}

export function pagedTablesOf(schema: FormSchema): PagedTablesSource | undefined {
  return sources.get(schema);
}

/** Rows the background loader asks for at a time (about 800 KB of plain rows). */
export const PAGED_ROWS_CHUNK = 10_000;

/**
 * Reads the missing rows of paged tables by chunks, in order, except that a chunk asked for
 * (the rows in view) goes first. `fill` puts each chunk in the table; `wanted` names the row the
 * table shows that is still missing, if any.
 */
export async function loadMissingRows(options: {
  source: PagedTablesSource;
  /** prop → the first missing row (the first page's length) and the total. */
  ranges: ReadonlyMap<string, { from: number; total: number }>;
  done: Map<string, Set<number>>;
  wanted(prop: string): number | undefined;
  fill(prop: string, offset: number, rows: readonly FormValues[]): void;
  signal: AbortSignal;
  chunk?: number;
}): Promise<void> {
  const { source, ranges, done, signal } = options;
  const size = options.chunk ?? PAGED_ROWS_CHUNK;
  for (const [prop, { from, total }] of ranges) {
    const loaded = done.get(prop) ?? new Set<number>();
    done.set(prop, loaded);
    const chunks = Math.ceil((total - from) / size);
    while (loaded.size < chunks) {
      signal.throwIfAborted();
      const want = options.wanted(prop);
      const asked = want === undefined ? -1 : Math.floor((want - from) / size);
      let next = asked >= 0 && asked < chunks && !loaded.has(asked) ? asked : 0;
      while (loaded.has(next)) next++;
      const offset = from + next * size;
      const rows = await source.loadRows(prop, offset, Math.min(size, total - offset), signal);
      signal.throwIfAborted();
      // A short page would leave holes that a save would send as missing rows: refuse it.
      if (rows.length !== Math.min(size, total - offset)) throw new Error(`展示表格数据不完整：${prop}`);
      options.fill(prop, offset, rows);
      loaded.add(next);
    }
  }
}
