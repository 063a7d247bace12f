import type { ApplicationSummary, Envelope } from '@rer/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { message } from '../../lib/feedback';
import { firstCertificationOf } from '../../lib/identity/first-certifications';
import { guardFirstCertification } from '../../lib/identity/zone-rules';
import { useCloseThisTab } from '../../lib/shell/use-page-tab';
import { workflowApi } from './api';
import { refreshWorkflowData } from './queries';
import {
  classifyRefusal,
  FINAL_NODE_APPLY_KEY,
  isReviseNode,
  listAfterSubmit,
  MY_APPLICATIONS_PATH,
  needsFinalNodeCheck,
  newIdempotencyKey,
  offersVoucher,
  processDetailPath,
  SUBMITTED_TOAST_SECONDS,
  submittedText,
  WORKFLOW_MESSAGES,
} from './submit-rules';
import { useLeavePage } from './use-leave-page';
import { voucherPagePath, waitForPrintableVoucher } from './voucher';

/** A question or notice the apply page shows in its dialog. */
export type ApplyPrompt =
  | { kind: 'voucher'; application: ApplicationSummary }
  | { kind: 'continue'; count: number; message: string; values: Record<string, unknown> }
  | { kind: 'leave'; message: string };

export interface ApplicationRef {
  uuid: string | null;
  version: number | null;
}

/**
 * The apply page's save and submit (001 §4.9): one idempotency key per page (a double click or a
 * repeated submit answers the same application), save without validation, resubmit at revise
 * nodes, then 提交成功 (or the voucher question) and my applications / my to-dos; the refusals of
 * 000 §4 and 002 §4–§6 as questions (management side) or notices followed by leaving the page.
 */
export function useApplicationSubmit(options: { appId: string; nodeId: string; initial: ApplicationRef }) {
  const { appId, nodeId } = options;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const leave = useLeavePage();
  const closeThisTab = useCloseThisTab();
  const idempotencyKey = useRef(newIdempotencyKey()).current;
  const ref = useRef<ApplicationRef>(options.initial);
  const [prompt, setPrompt] = useState<ApplyPrompt | null>(null);
  const [printing, setPrinting] = useState(false);
  const listPath = listAfterSubmit(nodeId);

  const save = useCallback(
    async (values: Record<string, unknown>) => {
      const { uuid, version } = ref.current;
      const answer = await workflowApi.save({
        appId,
        formData: values,
        ...(uuid ? { uuid } : {}),
        ...(version ? { version } : {}),
      });
      if (!answer.success) return;
      ref.current = { uuid: answer.data.uuid, version: answer.data.version };
      message.success(answer.msg || '保存成功');
      await refreshWorkflowData(queryClient);
    },
    [appId, queryClient],
  );

  /** Filed: the apply page's work is done, so its tab closes as the user is taken on. */
  const goOn = useCallback(
    (path: string) => {
      closeThisTab();
      void navigate(path);
    },
    [closeThisTab, navigate],
  );

  const afterSuccess = useCallback(
    async (application: ApplicationSummary) => {
      await refreshWorkflowData(queryClient);
      // 000 §4: a first-time certification filed with nothing selected ends in a new login.
      const certification = firstCertificationOf(appId);
      if (certification && !(await guardFirstCertification(certification))) return;
      if (offersVoucher(application)) {
        setPrompt({ kind: 'voucher', application });
        return;
      }
      message.success({ content: submittedText(application.bizSn), duration: SUBMITTED_TOAST_SECONDS });
      if (needsFinalNodeCheck(appId, nodeId)) {
        const final = await workflowApi.finalNode(appId).catch(() => null);
        if (!final?.success) {
          message.error(WORKFLOW_MESSAGES.finalNodeFailed);
          goOn(MY_APPLICATIONS_PATH);
          return;
        }
        goOn(final.data.key === FINAL_NODE_APPLY_KEY ? processDetailPath(application) : MY_APPLICATIONS_PATH);
        return;
      }
      goOn(listPath);
    },
    [appId, nodeId, listPath, goOn, queryClient],
  );

  const onRefusal = useCallback((answer: Envelope<unknown>, values: Record<string, unknown>) => {
    const refusal = classifyRefusal(answer);
    if (refusal.kind === 'unconfirmed' && refusal.canContinue)
      setPrompt({ kind: 'continue', count: refusal.count, message: refusal.message, values });
    else if (refusal.kind === 'unconfirmed' || refusal.kind === 'listed')
      setPrompt({ kind: 'leave', message: refusal.message });
    // Other refusals (validation, available shares, stale version): the transport showed the msg.
  }, []);

  const submit = useCallback(
    async (values: Record<string, unknown>, confirmUnconfirmed = false) => {
      const { uuid, version } = ref.current;
      const answer =
        isReviseNode(nodeId) && uuid
          ? await workflowApi.resubmit({ uuid, nodeId, formData: values, ...(version ? { version } : {}) })
          : await workflowApi.submit({
              appId,
              formData: values,
              idempotencyKey,
              ...(uuid ? { uuid } : {}),
              ...(version ? { version } : {}),
              ...(confirmUnconfirmed ? { confirmUnconfirmed } : {}),
            });
      if (!answer.success) {
        onRefusal(answer, values);
        return;
      }
      ref.current = { uuid: answer.data.uuid, version: answer.data.version };
      await afterSuccess(answer.data);
    },
    [appId, nodeId, idempotencyKey, afterSuccess, onRefusal],
  );

  /** The voucher question answered: poll checkPrint, then /process_pdf or back to the list. */
  const answerVoucher = useCallback(
    async (print: boolean) => {
      const current = prompt;
      setPrompt(null);
      if (current?.kind !== 'voucher') return;
      if (!print) {
        goOn(listPath);
        return;
      }
      setPrinting(true);
      const uuid = await waitForPrintableVoucher({
        bizId: current.application.bizSn,
        appCode: appId,
        nodeKey: nodeId,
      });
      setPrinting(false);
      if (uuid) {
        goOn(voucherPagePath(uuid));
        return;
      }
      message.warning(WORKFLOW_MESSAGES.notConcluded);
      goOn(listPath);
    },
    [prompt, appId, nodeId, listPath, goOn],
  );

  /** The management side's answer to 有N条股东信息未确权，是否继续办理？ */
  const answerContinue = useCallback(
    async (proceed: boolean) => {
      const current = prompt;
      setPrompt(null);
      if (current?.kind !== 'continue') return;
      if (proceed) await submit(current.values, true);
      else leave();
    },
    [prompt, submit, leave],
  );

  const acknowledge = useCallback(() => {
    setPrompt(null);
    leave();
  }, [leave]);

  return { save, submit, prompt, printing, answerVoucher, answerContinue, acknowledge, idempotencyKey };
}
