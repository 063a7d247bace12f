import { App } from 'antd';
import { useLayoutEffect } from 'react';
import { useNavigate } from 'react-router';
import { bindHttpEffects } from '../lib/http';
import { clearSession } from '../lib/session';

/**
 * Wires the transport's side effects to antd (message, modal) and the router. A layout effect, so the
 * binding exists before any page's queries start (children's passive effects run after it).
 */
export function useHttpEffectsBinding(): void {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  useLayoutEffect(
    () =>
      bindHttpEffects({
        // Keyed by text, so a burst of identical failures shows one message.
        showError: (content) => void message.error({ content, key: content }),
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
    [message, modal, navigate],
  );
}
