import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { type FeedbackHost, registerFeedbackHost } from '../lib/feedback';
import { createFakeFetch, type FakeHandler } from './fake-fetch';
import { createTestQueryEnvironment } from './query-wrapper';

/** Renders inside antd in Chinese and the app's query client, with `fetch` answered by a fake network. */
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

/** The same, inside a memory router at `path`. */
export function renderWithRouter(ui: ReactNode, handler: FakeHandler, path = '/') {
  return renderWithNetwork(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>, handler);
}

/**
 * Records toasts as `type: text` strings, in order (the antd host is not drawn in unit tests);
 * `modal` stands in for the confirm dialogs where a test needs them.
 */
export function recordToasts(modal: { confirm?: () => void } = {}): {
  toasts: string[];
  dispose: () => void;
} {
  const toasts: string[] = [];
  const host = {
    message: {
      open: (args: { type?: string; content?: ReactNode }) => {
        toasts.push(`${args.type ?? ''}: ${String(args.content)}`);
        return undefined;
      },
    },
    modal,
  } as unknown as FeedbackHost;
  registerFeedbackHost(host);
  return { toasts, dispose: () => registerFeedbackHost(null) };
}
