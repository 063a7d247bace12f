import type { DictionaryItem } from '@rer/contracts';
import type { ReactNode } from 'react';
import { envelope, type FakeHandler } from '../../test-support/fake-fetch';
import { renderWithRouter } from '../../test-support/render-with-network';

/** Test helpers of the register screens: dictionaries and a render with them on a fake network. */

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
  return renderWithRouter(ui, withDictionaries(handler), path);
}
