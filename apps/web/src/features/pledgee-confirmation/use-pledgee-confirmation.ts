import type { PledgeeFaceStart, PledgeeLinkView } from '@rer/contracts';
import { useCallback, useEffect, useState } from 'react';
import { pledgeeApi } from './api';

/** The check a real provider's page returns from is remembered per link across that navigation. */
const pendingKey = (token: string) => `rer.pledgee.certify.${token.slice(0, 12)}`;

export type Step =
  | { kind: 'loading' }
  | { kind: 'invalid'; message: string }
  | { kind: 'ready' }
  | { kind: 'sandbox'; certifyId: string }
  | { kind: 'confirmed' };

/** The pledgee page's steps: the link's pledge, the face check, then the confirmation (ADR 72). */
export function usePledgeeConfirmation(token: string) {
  const [view, setView] = useState<PledgeeLinkView | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);

  const confirm = useCallback(
    async (certifyId: string) => {
      const answer = await pledgeeApi.confirm(token, certifyId).catch(() => null);
      sessionStorage.removeItem(pendingKey(token));
      if (answer?.success) setStep({ kind: 'confirmed' });
      else setStep({ kind: 'ready' });
    },
    [token],
  );

  useEffect(() => {
    const controller = new AbortController();
    void pledgeeApi
      .link(token, controller.signal)
      .then((answer) => {
        if (!answer.success) return setStep({ kind: 'invalid', message: answer.msg });
        setView(answer.data);
        if (answer.data.confirmed) return setStep({ kind: 'confirmed' });
        const pending = sessionStorage.getItem(pendingKey(token));
        if (pending) return void confirm(pending);
        setStep({ kind: 'ready' });
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [token, confirm]);

  async function startFaceCheck() {
    setBusy(true);
    const answer = await pledgeeApi.faceStart(token).catch(() => null);
    setBusy(false);
    if (!answer?.success) return;
    const started: PledgeeFaceStart = answer.data;
    if (started.provider === 'sandbox') return setStep({ kind: 'sandbox', certifyId: started.certifyId });
    sessionStorage.setItem(pendingKey(token), started.certifyId);
    window.location.assign(started.url);
  }

  async function reportSandbox(certifyId: string, passed: boolean) {
    setBusy(true);
    const answer = await pledgeeApi.sandboxComplete(token, certifyId, passed).catch(() => null);
    if (answer?.success) await confirm(certifyId);
    setBusy(false);
  }

  async function signContract() {
    const answer = await pledgeeApi.signUrl(token).catch(() => null);
    if (answer?.success) window.location.assign(answer.data.url);
  }

  return { view, step, busy, startFaceCheck, reportSandbox, signContract };
}
