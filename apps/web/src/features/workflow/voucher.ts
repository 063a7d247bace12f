import { workflowApi } from './api';

/** 001 §4.9 point 5, §9: print voucher polling — every 1 s, up to 15 tries. */
export const PRINT_POLL_INTERVAL_MS = 1000;
export const PRINT_POLL_TRIES = 15;

export interface PrintPollOptions {
  /** The application's biz_sn (or uuid): `applyform/checkPrint?bizId=`. */
  bizId: string;
  nodeKey?: string;
  appCode?: string;
  signal?: AbortSignal;
  /** Waits between tries (tests pass fake timers through the default). */
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Polls `applyform/checkPrint` until the voucher can be printed: answers the uuid of the voucher
 * (the application), or null after 15 tries (流程未办结，暂时无法打印凭证). A failed call counts as
 * a try; an aborted signal stops at once with null.
 */
export async function waitForPrintableVoucher(options: PrintPollOptions): Promise<string | null> {
  const sleep = options.sleep ?? defaultSleep;
  const query = {
    bizId: options.bizId,
    ...(options.nodeKey ? { nodeKey: options.nodeKey } : {}),
    ...(options.appCode ? { appCode: options.appCode } : {}),
  };
  for (let attempt = 1; attempt <= PRINT_POLL_TRIES; attempt += 1) {
    if (options.signal?.aborted) return null;
    try {
      const answer = await workflowApi.checkPrint(query, options.signal);
      if (answer.success && answer.data.printable && answer.data.uuid) return answer.data.uuid;
    } catch {
      // Cancelled or a network failure: the transport has said so; the next try may succeed.
    }
    if (attempt < PRINT_POLL_TRIES) await sleep(PRINT_POLL_INTERVAL_MS);
  }
  return null;
}

/** The voucher page (002 §2.3 /process_pdf, query uuid). */
export const voucherPagePath = (uuid: string): string => `/process_pdf?uuid=${encodeURIComponent(uuid)}`;
