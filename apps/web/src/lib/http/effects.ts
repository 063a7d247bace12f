import { clearSession } from '../session';

/**
 * The user-visible side effects of the transport rules. The client only decides; the app supplies these
 * (antd `App.useApp()` message/modal and the router's navigate), and tests record them.
 */
export interface HttpEffects {
  /** A transient error message (the spec's "error box"). */
  showError(content: string): void;
  /** A blocking confirm box; resolves `true` when the user presses OK. */
  confirm(options: { title: string; content: string; okText: string; cancelText: string }): Promise<boolean>;
  /** Client-side navigation. */
  navigate(to: string): void;
  /** Ends the session on this client: clears every stored session value. */
  logout(): void;
}

/** Used before the app has mounted and bound its own effects. */
export const fallbackEffects: HttpEffects = {
  showError: (content) => console.error(content),
  confirm: () => Promise.resolve(false),
  navigate: (to) => window.location.assign(to),
  logout: () => clearSession(),
};
