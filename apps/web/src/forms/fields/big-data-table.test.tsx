import { cleanup, render } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installBrowserShims } from '../testing/render-form';
import { BigDataTable } from './big-data-table';

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
  [...document.querySelectorAll<HTMLElement>('.rer-big-table-window col')].map((col) => col.style.width);

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
