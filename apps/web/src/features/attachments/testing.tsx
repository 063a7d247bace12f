import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { type FeedbackHost, registerFeedbackHost } from '../../lib/feedback';
import { createFakeFetch, type FakeHandler } from '../../test-support/fake-fetch';
import { createTestQueryEnvironment } from '../../test-support/query-wrapper';

/** jsdom gaps antd needs. */
export function polyfillDom(): void {
  window.scrollTo = () => undefined;
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

/** Toasts as `type: text` (the antd host is not drawn in unit tests). */
export function recordToasts(): { toasts: string[]; dispose: () => void } {
  const toasts: string[] = [];
  registerFeedbackHost({
    message: {
      open: (args: { type?: string; content?: ReactNode }) => {
        toasts.push(`${args.type ?? ''}: ${String(args.content)}`);
        return undefined;
      },
    },
    modal: {},
  } as unknown as FeedbackHost);
  return { toasts, dispose: () => registerFeedbackHost(null) };
}

/** Renders with the app's query client, antd in Chinese and a fake network. */
export function renderWithNetwork(ui: ReactNode, handler: FakeHandler) {
  const fake = createFakeFetch(handler);
  vi.stubGlobal('fetch', fake.fetch);
  const env = createTestQueryEnvironment();
  const Wrapper = env.wrapper;
  const view = render(
    <ConfigProvider locale={zhCN}>
      <Wrapper>{ui}</Wrapper>
    </ConfigProvider>,
  );
  return { ...view, calls: fake.calls, env };
}
