import { useLayoutEffect } from 'react';
import { useNavigate } from 'react-router';
import { message, modal } from '../lib/feedback';
import { bindHttpEffects } from '../lib/http';
import { clearSession } from '../lib/session';

/**
 * Wires the transport's side effects to antd (message, modal, through `lib/feedback`) and the router. A layout effect, so the
 * binding exists before any page's queries start (children's passive effects run after it).
 */
export function useHttpEffectsBinding(): void {
  const navigate = useNavigate();
  useLayoutEffect(
    () =>
      bindHttpEffects({
        // Keyed by text, so a burst of identical failures shows one message.
        showError: (content) => message.error({ content, key: content }),
        confirm: ({ title, content, okText, cancelText }) =>
          new Promise<boolean>((resolve) => {
            modal.confirm({
              title,
              content,
              okText,
              cancelText,
              onOk: () => resolve(true),
              onCancel: () => resolve(false),
            });
          }),
        navigate: (to) => {
          void navigate(to);
        },
        logout: () => clearSession(),
      }),
    [navigate],
  );
}
