/** 002 §5: the rows that repeat each other, after the columns compared: ，第1、3行相同，请修改. */
export function sameRowsMessage(rows: readonly number[]): string {
  return `，第${rows.join('、')}行相同，请修改`;
}
