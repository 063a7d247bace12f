import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installBrowserShims } from '../testing/render-form';
import { BLOCK } from './big-data-rows';
import { BIG_DATA_ROW_HEIGHT, BigDataTable } from './big-data-table';

// ADR 33, amendment 3: a big-data table opened again in the same page renders its first pass at
// the size the last one measured, so the open does not render the header and every drawn row twice.

beforeAll(() => installBrowserShims());
afterEach(cleanup);

const columns = [
  { key: 'bizSn', dataIndex: 'bizSn', title: '业务编号', width: 160 },
  { key: 'holderName', dataIndex: 'holderName', title: '股东名称', width: 200 },
];
const rows = Array.from({ length: 1_000 }, (_, i) => ({ bizSn: `SN${i + 1}`, holderName: `股东${i + 1}` }));

/** jsdom lays nothing out: every box is as wide as `width`, with no scroll bar. */
function boxesAre(width: number): () => void {
  const saved = ['clientWidth', 'offsetWidth'].map(
    (name) => [name, Object.getOwnPropertyDescriptor(HTMLElement.prototype, name)] as const,
  );
  for (const [name] of saved)
    Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => width });
  return () => {
    for (const [name, descriptor] of saved)
      if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
  };
}

/** Mounts the table; answers the phases React committed while mounting it (and just after). */
function mount(): string[] {
  const phases: string[] = [];
  render(
    <Profiler id="big" onRender={(_id, phase) => phases.push(phase)}>
      <BigDataTable
        columns={columns}
        rows={rows}
        height={500}
        tableProps={{ size: 'small', bordered: true }}
      />
    </Profiler>,
  );
  return phases;
}

/** The body's column widths as drawn. */
const bodyWidths = () =>
  [...(document.querySelector('.rer-big-table-window')?.querySelectorAll<HTMLElement>('col') ?? [])].map(
    (col) => col.style.width,
  );

describe('big-data table: measurements kept for the next open', () => {
  it('renders a table opened again at the measured size in one pass', () => {
    const restore = boxesAre(1_000);
    try {
      // The first table of the page is measured after its first pass, and drawn again to fit.
      expect(mount()).toContain('nested-update');
      const fitted = bodyWidths();
      expect(fitted).toEqual(['444px', '556px']);
      cleanup();
      // The next one starts at that size: its measurement agrees, and no second pass is rendered
      // inside the mount's commit (a nested update, before the first paint).
      expect(mount()).not.toContain('nested-update');
      expect(bodyWidths()).toEqual(fitted);
    } finally {
      restore();
    }
  });
});

/** The drawn blocks: each table's block number and its first row's key. */
const drawnBlocks = () =>
  [...document.querySelectorAll<HTMLElement>('.rer-big-table-window')].map((table) => ({
    table,
    block: Number(table.dataset.block),
    firstRow: table.querySelector('tr')?.getAttribute('data-row-key'),
  }));

describe('big-data table: blocks of rows (ADR 33, amendment 4)', () => {
  it('draws a window of blocks, and a window move redraws one block while the others stay', () => {
    render(<BigDataTable columns={columns} rows={rows} height={500} tableProps={{ size: 'small' }} />);
    const body = document.querySelector<HTMLElement>('.rer-big-table-body')!;
    const before = drawnBlocks();
    // 500 px of 39 px rows: one block in view, one below, and one more while the view spans two.
    expect(before.map((b) => b.block)).toEqual([0, 1, 2]);
    expect(before.map((b) => b.firstRow)).toEqual(['0', `${BLOCK}`, `${2 * BLOCK}`]);
    expect(document.querySelectorAll('.rer-big-table-window tr')).toHaveLength(3 * BLOCK);

    // A step inside the first blocks moves nothing.
    body.scrollTop = BIG_DATA_ROW_HEIGHT * (BLOCK + 3);
    fireEvent.scroll(body);
    expect(drawnBlocks().map((b) => b.block)).toEqual([0, 1, 2]);

    // Into the third block: block 0 leaves and block 3 takes its table; blocks 1 and 2 are untouched.
    const kept = before.slice(1).map((b) => [b.table, b.table.innerHTML] as const);
    body.scrollTop = BIG_DATA_ROW_HEIGHT * (2 * BLOCK + 1);
    fireEvent.scroll(body);
    const after = drawnBlocks();
    expect(after.map((b) => b.block).sort((x, y) => x - y)).toEqual([1, 2, 3]);
    for (const [table, html] of kept) {
      expect(table.isConnected).toBe(true);
      expect(table.innerHTML).toBe(html);
    }
    const moved = after.find((b) => b.block === 3)!;
    expect(moved.table).toBe(before[0]!.table);
    expect(moved.firstRow).toBe(`${3 * BLOCK}`);
    expect(moved.table.style.transform).toBe(`translateY(${3 * BLOCK * BIG_DATA_ROW_HEIGHT}px)`);
  });

  it('stops at the last block: the window never runs past the rows', () => {
    render(<BigDataTable columns={columns} rows={rows} height={500} tableProps={{ size: 'small' }} />);
    const body = document.querySelector<HTMLElement>('.rer-big-table-body')!;
    body.scrollTop = BIG_DATA_ROW_HEIGHT * rows.length;
    fireEvent.scroll(body);
    const blocks = drawnBlocks()
      .map((b) => b.block)
      .sort((x, y) => x - y);
    const last = rows.length / BLOCK - 1;
    expect(blocks).toEqual([last - 2, last - 1, last]);
    expect(document.querySelector('.rer-big-table-window tr:last-child')).not.toBeNull();
    expect(screen.getByText(`SN${rows.length}`)).toBeTruthy();
  });
});
