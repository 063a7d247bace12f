import type { LedgerReceipt } from '@rer/domain';
import { useCallback, useRef, useState } from 'react';
import { CancelledError, EnvelopeError } from '../../lib/http';
import { ledgerApi } from './api';
import { type VerificationReport, verifyReceiptInBrowser } from './verify';

export interface VerificationState {
  running: boolean;
  report: VerificationReport | null;
}

const problemOf = (error: unknown): string =>
  error instanceof EnvelopeError ? error.message : '网络或服务异常，请稍后重试';

function unavailable(reason: string): VerificationReport {
  return { ok: false, reason, steps: [], checkpoint: null };
}

/**
 * Runs a verification in the browser: the platform's current checkpoint and key are read fresh from
 * the public call each time (a cached one could hide a newer, inconsistent checkpoint), then the
 * receipt is checked step by step. A newer run replaces the answer of an older one.
 */
export function useReceiptVerification() {
  const [state, setState] = useState<VerificationState>({ running: false, report: null });
  const runId = useRef(0);
  const run = useCallback(async (receipt: LedgerReceipt) => {
    const id = ++runId.current;
    setState({ running: true, report: null });
    let report: VerificationReport;
    try {
      const latest = await ledgerApi.latest();
      report = await verifyReceiptInBrowser(receipt, {
        latest,
        fetchConsistency: (from, to) => ledgerApi.consistency(from, to),
      });
    } catch (error) {
      // A cancelled call (route change, a newer request) ends this run without an answer; the
      // button must not keep spinning for a run nobody will finish.
      if (error instanceof CancelledError) {
        if (id === runId.current) setState({ running: false, report: null });
        return;
      }
      report = unavailable(`无法获取平台最新检查点：${problemOf(error)}`);
    }
    if (id === runId.current) setState({ running: false, report });
  }, []);
  const reset = useCallback(() => {
    runId.current++;
    setState({ running: false, report: null });
  }, []);
  return { ...state, run, reset };
}
