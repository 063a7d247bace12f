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
