import { Table, type TableProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ReactNode, type Ref, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import {
  type BigDataSelection,
  BLOCK,
  type Column,
  type Row,
  stickyOffsets,
  WindowBlock,
} from './big-data-rows';
import './big-data-table.css';

export type { BigDataSelection } from './big-data-rows';

/**
 * The big-data display table (000 §2, 001 §2.2; ADR 33): antd's Table draws the fixed header
 * (its styles, borders, selection header), and the body is our own window over fixed-height
 * rows: a scroll box as tall as every row, holding only the rows in view and a few around them.
 * antd's `virtual` grid measured every rendered row's height on each scroll frame and re-rendered
 * all its cells (9 fps at 1,000 rows under a 4× throttle); here a scroll step re-renders nothing
 * until the window moves by a block of rows, and then only the rows that enter it.
 */

/** The height of a small bordered row until the first row is measured. */
export const BIG_DATA_ROW_HEIGHT = 39;
/** Width of a column configured without one (the header and body must agree on every width). */
const DEFAULT_COLUMN_WIDTH = 150;

/**
 * What the last big-data table measured (its box's width, the scroll bar, a row's height). A table
 * opened again in the same page (the next business from the menu) renders its first pass at that
 * size: when its measurement agrees, React keeps that pass and does not render the header and every
 * drawn row a second time before the first paint (ADR 33, amendment 3).
 */
const lastMeasured = { wrapperWidth: 0, scrollbar: 0, rowHeight: BIG_DATA_ROW_HEIGHT };

interface BigDataTableProps {
  columns: ColumnsType<Row>;
  /** Every row; a row the server has not sent yet (ADR 33) is a hole, drawn as an empty row. */
  rows: readonly (Row | undefined)[];
  /** The rows that are there (`rows` itself when none is missing), for antd's select-all. */
  loadedRows?: readonly Row[];
  /** A drawn row is missing: read it first. */
  onMissing?(index: number): void;
  height: number;
  selection?: BigDataSelection;
  /** Everything else antd's Table gets (size, bordered, rowKey, locale, rowSelection). */
  tableProps: TableProps<Row>;
}

/** Widths that fill `available` (the body's inner width) when the configured ones are narrower. */
export function fitWidths(widths: readonly number[], available: number): number[] {
  const total = widths.reduce((sum, width) => sum + width, 0);
  if (available <= total || total === 0) return [...widths];
  const fitted = widths.map((width) => Math.floor((width * available) / total));
  fitted[fitted.length - 1]! += available - fitted.reduce((sum, width) => sum + width, 0);
  return fitted;
}

export function BigDataTable(props: BigDataTableProps) {
  const { columns, rows, height, selection, tableProps, onMissing } = props;
  const loadedRows = props.loadedRows ?? (rows as readonly Row[]);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const [wrapperWidth, setWrapperWidthState] = useState(lastMeasured.wrapperWidth);
  const [scrollbar, setScrollbarState] = useState(lastMeasured.scrollbar);
  const setWrapperWidth = (width: number) => {
    lastMeasured.wrapperWidth = width;
    setWrapperWidthState(width);
  };
  const setScrollbar = (width: number) => {
    lastMeasured.scrollbar = width;
    setScrollbarState(width);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured once per mount, then observed.
  useLayoutEffect(() => {
    const wrapper = wrapperRef.current;
    if (!wrapper) return;
    setWrapperWidth(wrapper.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWrapperWidth(wrapper.clientWidth));
    observer.observe(wrapper);
    return () => observer.disconnect();
  }, []);
  const own = columns as unknown as Column[];
  const widths = useMemo(() => {
    const configured = own.map((column) =>
      typeof column.width === 'number' ? column.width : DEFAULT_COLUMN_WIDTH,
    );
    const leading = selection ? selection.columnWidth : 0;
    return fitWidths(configured, wrapperWidth - scrollbar - leading);
  }, [own, selection, wrapperWidth, scrollbar]);
  const fitted = useMemo(() => own.map((column, i) => ({ ...column, width: widths[i] })), [own, widths]);
  // antd's Table draws only the header, but hands its whole `dataSource` to its selection hook,
  // which walks every row (a key and checkbox props each) whenever the data changes: it gets every
  // row only when the header's select-all needs them, else just one (for its non-empty state).
  const selectable = selection !== undefined;
  const firstRow = rows[0];
  const headerRows = useMemo(
    () => (selectable ? loadedRows : firstRow === undefined ? [] : [firstRow]),
    [loadedRows, firstRow, selectable],
  );
  const allWidths = selection ? [selection.columnWidth, ...widths] : widths;
  const total = allWidths.reduce((sum, width) => sum + width, 0);
  return (
    <div ref={wrapperRef}>
      <Table<Row>
        {...tableProps}
        columns={fitted as ColumnsType<Row>}
        dataSource={headerRows as Row[]}
        pagination={false}
        scroll={{ x: total, y: height }}
        components={{
          body: (_data, info) => (
            <WindowedBody
              rows={rows}
              onMissing={onMissing}
              columns={fitted}
              widths={allWidths}
              total={total}
              height={height}
              selection={selection}
              scrollRef={info.ref as Ref<HTMLDivElement>}
              onScrollLeft={
                info.onScroll as (event: { currentTarget: HTMLElement; scrollLeft: number }) => void
              }
              onScrollbar={setScrollbar}
            />
          ),
        }}
      />
    </div>
  );
}

interface BodyProps {
  rows: readonly (Row | undefined)[];
  onMissing?(index: number): void;
  columns: Column[];
  widths: number[];
  total: number;
  height: number;
  selection?: BigDataSelection;
  scrollRef: Ref<HTMLDivElement>;
  onScrollLeft(event: { currentTarget: HTMLElement; scrollLeft: number }): void;
  onScrollbar(width: number): void;
}

/** Which blocks of rows are drawn: `slots` consecutive blocks from `first`. */
export function blocksInView(scrollTop: number, rowHeight: number, rowCount: number, slots: number): number {
  const blocks = Math.ceil(rowCount / BLOCK);
  const top = Math.floor(Math.floor(scrollTop / rowHeight) / BLOCK);
  return Math.max(0, Math.min(top - 1, blocks - slots));
}

function WindowedBody(props: BodyProps) {
  const { rows, columns, widths, total, height, selection } = props;
  const boxRef = useRef<HTMLDivElement | null>(null);
  const [rowHeight, setRowHeight] = useState(lastMeasured.rowHeight);
  const [firstBlock, setFirstBlock] = useState(0);
  const firstBlockRef = useRef(0);
  firstBlockRef.current = firstBlock;
  const left = useRef(0);
  // The blocks drawn: the one above the view, those in it, and one below.
  const slots = Math.ceil(height / rowHeight / BLOCK) + 2;
  // One measurement per change of rows or columns (editable cells are taller), none per scroll.
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again when what is drawn changes.
  useLayoutEffect(() => {
    const first = boxRef.current?.querySelector<HTMLElement>('.rer-big-table-window tbody > tr');
    if (first && first.offsetHeight > 0) {
      lastMeasured.rowHeight = first.offsetHeight;
      setRowHeight(first.offsetHeight);
    }
    const box = boxRef.current;
    if (box) props.onScrollbar(box.offsetWidth - box.clientWidth);
  }, [rows, columns]);
  const onScrollLeft = useRef(props.onScrollLeft);
  onScrollLeft.current = props.onScrollLeft;
  // A native passive listener, not React's `onScroll`: most scroll events change nothing, and
  // React's dispatch of each one (its listener walk and event object) cost more than our check
  // (ADR 33, amendment 3). A window move is rendered at once (`flushSync`), inside the scroll event:
  // the frame that shows the new scroll position lays out and paints the new rows with it, instead
  // of a later task changing the DOM and the next frame's first read forcing that layout.
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const onScroll = () => {
      // Each position is read once; React renders only when the window moves by a block.
      const { scrollTop, scrollLeft } = box;
      const next = blocksInView(scrollTop, rowHeight, rows.length, slots);
      if (next !== firstBlockRef.current) {
        firstBlockRef.current = next;
        flushSync(() => setFirstBlock(next));
      }
      if (scrollLeft !== left.current) {
        left.current = scrollLeft;
        onScrollLeft.current({ currentTarget: box, scrollLeft });
      }
    };
    box.addEventListener('scroll', onScroll, { passive: true });
    return () => box.removeEventListener('scroll', onScroll);
  }, [rowHeight, rows.length, slots]);
  const startBlock = Math.min(firstBlock, Math.max(0, Math.ceil(rows.length / BLOCK) - slots));
  const first = startBlock * BLOCK;
  const end = Math.min(rows.length, first + slots * BLOCK);
  const sticky = useMemo(
    () => stickyOffsets(columns, widths, selection !== undefined),
    [columns, widths, selection],
  );
  // A missing row in the window (paged rows still being read) is asked for first.
  const missing = rows[first] === undefined ? first : rows[end - 1] === undefined ? end - 1 : -1;
  const { onMissing } = props;
  useEffect(() => {
    if (missing >= 0) onMissing?.(missing);
  }, [missing, onMissing]);
  const blocks: ReactNode[] = [];
  for (let block = startBlock; block * BLOCK < end; block++) {
    blocks.push(
      <WindowBlock
        // Keyed by slot, not by block: a window move changes one slot's table (the block that left
        // becomes the one that entered), and every other block's rows stay as they are.
        key={block % slots}
        block={block}
        rows={rows}
        rowHeight={rowHeight}
        columns={columns}
        widths={widths}
        total={total}
        sticky={sticky}
        selection={selection}
      />,
    );
  }
  const setRef = (element: HTMLDivElement | null) => {
    boxRef.current = element;
    if (typeof props.scrollRef === 'function') props.scrollRef(element);
    else if (props.scrollRef) props.scrollRef.current = element;
  };
  return (
    <div
      ref={setRef}
      className="ant-table-body rer-big-table-body"
      style={{
        height,
        overflowY: 'scroll',
        overflowX: 'auto',
        contain: 'strict',
      }}
    >
      <div className="rer-big-table-spacer" style={{ height: rows.length * rowHeight }}>
        {blocks}
      </div>
    </div>
  );
}
