import { Modal } from 'antd';
import { type ReactNode, useCallback, useState } from 'react';
import { type FormController, requireHandle } from '../engine/form-controller';
import { runPreSubmitChecks } from '../registry/pre-submit-checks';
import {
  type OpinionCheck,
  opinionProblem,
  SUBMIT_MESSAGES,
  type SubmitPrefix,
  validationDialogText,
} from './submit-messages';

export interface UseFormSubmitOptions {
  controller: FormController;
  /** Picks the pre-submit checks registered for the app. */
  appId: string;
  /** The custom submit's prefix (001 §5.19). */
  prefix?: SubmitPrefix;
  /** The approval or confirmation opinion to require (001 §4.9, §5.19). */
  opinion?: () => OpinionCheck | undefined;
  /** Sends the normalised, validated data. */
  onSubmit: (values: Record<string, unknown>) => Promise<void> | void;
  /** Saves a draft: no validation (001 §4.9). */
  onSave?: (values: Record<string, unknown>) => Promise<void> | void;
}

export type SubmitOutcome =
  | { ok: true; values: Record<string, unknown> }
  | { ok: false; stage: 'validation' | 'opinion' | 'preSubmit' | 'submit'; message: string };

/**
 * The submit flow of the form builder (001 §4.9, §5.19): values trimmed and name fields without
 * spaces (the domain normaliser), validated with the shared validator, the opinion required when
 * the check result says so, the app's registered pre-submit checks, then `onSubmit`. A refusal
 * opens a dialog (render `dialog`) and scrolls to the field. Save sends without validation.
 */
export function useFormSubmit(options: UseFormSubmitOptions): {
  submit: () => Promise<SubmitOutcome>;
  save: () => Promise<Record<string, unknown>>;
  busy: boolean;
  dialog: ReactNode;
} {
  const [busy, setBusy] = useState(false);
  const [dialogText, setDialogText] = useState<string | null>(null);
  const { controller, appId, prefix, opinion, onSubmit, onSave } = options;

  const submit = useCallback(async (): Promise<SubmitOutcome> => {
    const handle = requireHandle(controller);
    try {
      // Every row of a big table must be there before the data is checked and sent (ADR 33).
      setBusy(true);
      await handle.whenLoaded();
    } catch (error) {
      return { ok: false, stage: 'submit', message: error instanceof Error ? error.message : String(error) };
    } finally {
      setBusy(false);
    }
    const { normalized, result } = handle.validate();
    if (!result.ok) {
      const first = result.errors[0]!;
      const message = validationDialogText(first, prefix);
      setDialogText(message);
      handle.scrollToField(first.prop);
      return { ok: false, stage: 'validation', message };
    }
    const missingOpinion = opinionProblem(opinion?.());
    if (missingOpinion) {
      setDialogText(missingOpinion);
      return { ok: false, stage: 'opinion', message: missingOpinion };
    }
    setBusy(true);
    try {
      const refusal = await runPreSubmitChecks({ appId, context: handle.context, values: normalized });
      if (refusal !== null) {
        setDialogText(refusal);
        return { ok: false, stage: 'preSubmit', message: refusal };
      }
      await onSubmit(normalized);
      return { ok: true, values: normalized };
    } catch (error) {
      // The http client has told the user already; the outcome carries the reason for the page.
      return { ok: false, stage: 'submit', message: error instanceof Error ? error.message : String(error) };
    } finally {
      setBusy(false);
    }
  }, [controller, appId, prefix, opinion, onSubmit]);

  const save = useCallback(async () => {
    const handle = requireHandle(controller);
    setBusy(true);
    try {
      // A draft keeps every row of a big table too: wait for the rows still being read (ADR 33).
      await handle.whenLoaded();
      const values = handle.values();
      await onSave?.(values);
      return values;
    } finally {
      setBusy(false);
    }
  }, [controller, onSave]);

  const dialog = (
    <Modal
      open={dialogText !== null}
      title={SUBMIT_MESSAGES.dialogTitle}
      onOk={() => setDialogText(null)}
      onCancel={() => setDialogText(null)}
      cancelButtonProps={{ style: { display: 'none' } }}
      okText="确定"
      destroyOnHidden
    >
      <p data-testid="submit-dialog-message">{dialogText}</p>
    </Modal>
  );
  return { submit, save, busy, dialog };
}
