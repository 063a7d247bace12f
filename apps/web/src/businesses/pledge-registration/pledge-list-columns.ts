import type { ColumnType } from 'antd/es/table';

/** One declared pledge as the list shows it, with what the application knows of it. */
export interface PledgeListRow {
  index: number;
  row: Record<string, unknown>;
  /** pledgeStatus: "1" once the pledgee confirmed (or the registration completed), else "0". */
  status: string | null;
  /** The stored application (null while it is being filled). */
  applicationId: string | null;
  /** 已办 / 已处理 of the page's task (001 §2.2: the resend link is then disabled). */
  taskItemState: string | undefined;
}

/**
 * Columns other businesses' modules add to the 550063 list (001 §2.2: 重发确认短信 is the
 * pledgee-confirmation module's, ADR 72); each is placed before 股权质押登记申请表. Added once at
 * start by the module's web side.
 */
const extraColumns: ColumnType<PledgeListRow>[] = [];

export function registerPledgeListColumn(column: ColumnType<PledgeListRow>): void {
  if (!extraColumns.includes(column)) extraColumns.push(column);
}

export function pledgeListExtraColumns(): readonly ColumnType<PledgeListRow>[] {
  return extraColumns;
}
