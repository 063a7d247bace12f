import type { ModalFuncProps } from 'antd';
import type { ArgsProps, MessageInstance } from 'antd/es/message/interface';
import type { HookAPI } from 'antd/es/modal/useModal';

/**
 * Toasts and confirm dialogs without antd's `App` in the first bundle: the antd message and modal code sits
 * in a lazily loaded host (`app/feedback-host.tsx`, rendered by the providers inside the themed
 * `ConfigProvider`), which registers itself here. Calls made before it has loaded wait for it.
 * Only types are imported from antd, so this module costs nothing at startup.
 */
export interface FeedbackHost {
  message: MessageInstance;
  modal: HookAPI;
}

let host: FeedbackHost | null = null;
const waiting: ((ready: FeedbackHost) => void)[] = [];

function withHost(run: (ready: FeedbackHost) => void): void {
  if (host) run(host);
  else waiting.push(run);
}

/** Called by the host when it mounts (and with `null` when it unmounts). */
export function registerFeedbackHost(next: FeedbackHost | null): void {
  host = next;
  if (!next) return;
  for (const run of waiting.splice(0)) run(next);
}

type MessageContent = string | Omit<ArgsProps, 'type'>;
const toast =
  (type: 'success' | 'error' | 'info' | 'warning') =>
  (content: MessageContent): void =>
    withHost(
      (ready) =>
        void ready.message.open(typeof content === 'string' ? { type, content } : { ...content, type }),
    );

/** Toasts (antd message), themed like the rest of the app. */
export const message = {
  success: toast('success'),
  error: toast('error'),
  info: toast('info'),
  warning: toast('warning'),
};

/** Confirm dialogs (antd modal). */
export const modal = {
  confirm: (config: ModalFuncProps): void => withHost((ready) => void ready.modal.confirm(config)),
  /** An error-type confirm with only the OK button (002 §8 prefill failures). */
  error: (config: ModalFuncProps): void => withHost((ready) => void ready.modal.error(config)),
};
