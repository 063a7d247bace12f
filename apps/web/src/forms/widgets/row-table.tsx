import { Button } from 'antd';
import { Fragment, type ReactNode } from 'react';

interface RowTableProps<Row> {
  /** The table's accessible name. */
  label: string;
  headers: readonly string[];
  rows: readonly Row[];
  /** One `<tr>` (or several) per row. */
  renderRow: (row: Row, index: number) => ReactNode;
  /** The add button under the table (absent when rows may not be added). */
  add?: { label: string; onAdd: () => void };
}

/**
 * The plain editable table of the form widgets whose rows are edited in place (资质信息,
 * 服务信息): a header row, one row view per row — keyed by its stored id, else by its place, since a
 * row has no stable key before it is stored — and the add button below.
 */
export function RowTable<Row extends { id?: string | null }>(props: RowTableProps<Row>) {
  const { label, headers, rows, renderRow, add } = props;
  return (
    <>
      <table aria-label={label} style={{ width: '100%', borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            {headers.map((h) => (
              <th key={h} style={{ textAlign: 'left' }}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <Fragment key={row.id ?? index}>{renderRow(row, index)}</Fragment>
          ))}
        </tbody>
      </table>
      {add && (
        <Button style={{ marginTop: 8 }} onClick={add.onAdd}>
          {add.label}
        </Button>
      )}
    </>
  );
}
