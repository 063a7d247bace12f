import type { DictionaryItem } from '@rer/contracts';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { type FeedbackHost, registerFeedbackHost } from '../../lib/feedback';
import { createFakeFetch, envelope, type FakeHandler } from '../../test-support/fake-fetch';
import { createTestQueryEnvironment } from '../../test-support/query-wrapper';

/** Test helpers of the register screens: jsdom gaps, a recorded feedback host, dictionaries. */

export { installBrowserShims as polyfillDom } from '../../test-support/dom-shims';

/** Toasts as `type: text` strings, in order (the antd host is not drawn in unit tests). */
export function recordFeedback(): { toasts: string[]; dispose: () => void } {
  const toasts: string[] = [];
  const host = {
    message: {
      open: (args: { type?: string; content?: ReactNode }) => {
        toasts.push(`${args.type ?? ''}: ${String(args.content)}`);
        return undefined;
      },
    },
    modal: {},
  } as unknown as FeedbackHost;
  registerFeedbackHost(host);
  return { toasts, dispose: () => registerFeedbackHost(null) };
}

const item = (code: string, dictKey: string, dictValue: string): DictionaryItem => ({
  id: `${code}-${dictKey}`,
  code,
  dictKey,
  dictValue,
  parentKey: null,
  sort: Number(dictKey),
  remark: null,
  hasChildren: false,
});

export const DICTIONARIES: Record<string, DictionaryItem[]> = {
  shareHolderType: [
    item('shareHolderType', '1', '机构'),
    item('shareHolderType', '2', '个人'),
    item('shareHolderType', '3', '产品'),
  ],
  personCertType: [item('personCertType', '1', '居民身份证'), item('personCertType', '2', '中国护照')],
  organTypeValidator: [item('organTypeValidator', '11', '统一社会信用代码')],
  productInfoIdType: [item('productInfoIdType', '21', '私募投资基金备案编码')],
  certificateType: [
    item('certificateType', '1', '居民身份证'),
    item('certificateType', '11', '统一社会信用代码'),
  ],
  natureOfShare: [item('natureOfShare', '3', '境内法人股'), item('natureOfShare', '4', '境内自然人股')],
};

/** The dictionary call answered from DICTIONARIES, else the given handler. */
export function withDictionaries(handler: FakeHandler): FakeHandler {
  return (request) => {
    const url = new URL(request.url, 'http://localhost');
    if (url.pathname === '/api/blade-system/dict-biz/dictionary')
      return envelope(DICTIONARIES[url.searchParams.get('code') ?? ''] ?? []);
    return handler(request);
  };
}

/** Renders inside the app's query client and a memory router, with a fake network. */
export function renderScreen(ui: ReactNode, handler: FakeHandler, path = '/') {
  const fake = createFakeFetch(withDictionaries(handler));
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
