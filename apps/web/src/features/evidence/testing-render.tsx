import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { createFakeFetch, type FakeHandler } from '../../test-support/fake-fetch';
import { createTestQueryEnvironment } from '../../test-support/query-wrapper';

/** jsdom lacks these; antd's modal, table and responsive helpers call them. */
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

/** Renders inside the app's query client and a memory router, with a fake network. */
export function renderWithNetwork(ui: ReactNode, handler: FakeHandler, path = '/') {
  const fake = createFakeFetch(handler);
  vi.stubGlobal('fetch', fake.fetch);
  const env = createTestQueryEnvironment();
  const Wrapper = env.wrapper;
  const view = render(
    <ConfigProvider locale={zhCN}>
      <Wrapper>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </Wrapper>
    </ConfigProvider>,
  );
  return { ...view, calls: fake.calls, env };
}
