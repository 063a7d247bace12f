import type { FormValues } from '@rer/domain';
import { Checkbox } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type CSSProperties, memo, type ReactNode } from 'react';

/** The big-data table's drawn rows (ADR 33): blocks of rows, each its own small table. */

export type Row = FormValues;
export type Column = Omit<ColumnsType<Row>[number], 'render'> & {
  width?: number | string;
  dataIndex?: unknown;
  render?: (value: unknown, row: Row, index: number) => ReactNode;
};

/**
 * Rows per block: the body draws the blocks in view and one either side, each its own table, so most
 * scroll frames change nothing in the DOM and a window move redraws one block (ADR 33, amendment 4).
 */
export const BLOCK = 20;

export interface BigDataSelection {
  columnWidth: number;
  isSelected(index: number): boolean;
  isDisabled(row: Row): boolean;
  toggle(index: number, checked: boolean): void;
}

export interface BlockProps {
  block: number;
  rows: readonly (Row | undefined)[];
  rowHeight: number;
  columns: Column[];
  widths: number[];
  total: number;
  sticky: (CSSProperties | undefined)[];
  selection?: BigDataSelection;
}

/**
 * One block of rows: its own small table, placed by a transform on its own layer. Moving the window
 * lays out and paints this block alone; the blocks that stay are not touched (ADR 33, amendment 4).
 */
export const WindowBlock = memo(function WindowBlock(props: BlockProps) {
  const { block, rows, rowHeight, columns, widths, total, sticky, selection } = props;
  const first = block * BLOCK;
  const end = Math.min(rows.length, first + BLOCK);
  const drawn: ReactNode[] = [];
  for (let index = first; index < end; index++) {
    drawn.push(
      <WindowRow
        // Keyed by place in the block: the block's <tr> and <td> are kept, only their text changes.
        key={index - first}
        row={rows[index]}
        index={index}
        columns={columns}
        sticky={sticky}
        selection={selection}
        selected={selection?.isSelected(index) ?? false}
      />,
    );
  }
  return (
    <table
      className="rer-big-table-window"
      data-block={block}
      style={{ width: total, minWidth: '100%', transform: `translateY(${first * rowHeight}px)` }}
    >
      <colgroup>
        {widths.map((width, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the columns are positional.
          <col key={i} style={{ width }} />
        ))}
      </colgroup>
      <tbody className="ant-table-tbody">{drawn}</tbody>
    </table>
  );
});

/** position: sticky offsets of fixed columns, by column (the selection column first when there). */
export function stickyOffsets(
  columns: Column[],
  widths: number[],
  selectable: boolean,
): (CSSProperties | undefined)[] {
  const out: (CSSProperties | undefined)[] = widths.map(() => undefined);
  const fixedOf = (i: number) => (selectable && i === 0 ? 'left' : columns[i - (selectable ? 1 : 0)]?.fixed);
  let offset = 0;
  for (let i = 0; i < widths.length && (fixedOf(i) === 'left' || fixedOf(i) === true); i++) {
    out[i] = { insetInlineStart: offset };
    offset += widths[i]!;
  }
  offset = 0;
  for (let i = widths.length - 1; i >= 0 && fixedOf(i) === 'right'; i--) {
    out[i] = { insetInlineEnd: offset };
    offset += widths[i]!;
  }
  return out;
}

interface RowProps {
  row: Row | undefined;
  index: number;
  columns: Column[];
  sticky: (CSSProperties | undefined)[];
  selection?: BigDataSelection;
  selected: boolean;
}

const WindowRow = memo(function WindowRow({ row, index, columns, sticky, selection, selected }: RowProps) {
  const lead = selection ? 1 : 0;
  if (row === undefined) return <MissingRow index={index} sticky={sticky} />;
  return (
    <tr className="ant-table-row ant-table-row-level-0" data-row-key={index}>
      {selection && (
        <td className={cellClass(sticky[0], 'ant-table-selection-column')} style={sticky[0]}>
          <Checkbox
            checked={selected}
            disabled={selection.isDisabled(row)}
            onChange={(event) => selection.toggle(index, event.target.checked)}
          />
        </td>
      )}
      {columns.map((column, i) => {
        const value = column.dataIndex ? row[String(column.dataIndex)] : undefined;
        const style = { ...sticky[i + lead], textAlign: column.align } as CSSProperties;
        return (
          <td key={String(column.key ?? i)} className={cellClass(sticky[i + lead])} style={style}>
            {column.render ? column.render(value, row, index) : (value as ReactNode)}
          </td>
        );
      })}
    </tr>
  );
});

/** A row not read yet: as high as a row (a no-break space per cell), no content. */
function MissingRow({ index, sticky }: { index: number; sticky: (CSSProperties | undefined)[] }) {
  return (
    <tr className="ant-table-row ant-table-row-level-0 rer-big-table-missing" data-row-key={index}>
      {sticky.map((style, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the columns are positional.
        <td key={i} className={cellClass(style)} style={style}>
          {'\u00a0'}
        </td>
      ))}
    </tr>
  );
}

function cellClass(sticky: CSSProperties | undefined, extra = ''): string {
  let name = 'ant-table-cell rer-big-table-cell';
  if (sticky?.insetInlineStart !== undefined) name += ' ant-table-cell-fix ant-table-cell-fix-start';
  if (sticky?.insetInlineEnd !== undefined) name += ' ant-table-cell-fix ant-table-cell-fix-end';
  return extra ? `${name} ${extra}` : name;
}
