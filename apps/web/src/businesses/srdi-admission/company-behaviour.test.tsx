import { SRDI_URLS as URLS } from '@rer/contracts';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import FeedbackHost from '../../app/feedback-host';
import type { FormBehaviourApi } from '../../forms/engine/behaviours';
import { installBrowserShims } from '../../test-support/admin-screen';
import { createFakeFetch, envelope, routes } from '../../test-support/fake-fetch';
import { SrdiCompanyBehaviour } from './company-behaviour';

const standing = (over: Record<string, unknown> = {}) => ({
  companyUuid: '00000000-0000-4000-8000-0000000000c1',
  name: '大连演示科技股份有限公司',
  idType: '11',
  idNumber: '91210200MA0000001X',
  isRegister: true,
  isListing: true,
  hitechStatus: null,
  recordUuid: null,
  ...over,
});

/** The engine's port as a behaviour sees it: the form's values, and what the behaviour did to them. */
function formPort(values: Record<string, unknown>) {
  let listener: ((prop: string) => void) | null = null;
  const set: Record<string, unknown>[] = [];
  const reset: string[][] = [];
  const api = {
    form: { getFieldValue: (name: string) => values[name] },
    setValues: (v: Record<string, unknown>) => set.push(v),
    resetFields: (names: readonly string[]) => reset.push([...names]),
    setLocks: () => undefined,
    onCommit: (l: (prop: string) => void) => {
      listener = l;
      return () => {
        listener = null;
      };
    },
  } as unknown as FormBehaviourApi;
  return { api, set, reset, commit: (prop: string) => listener?.(prop) };
}

beforeAll(() => installBrowserShims());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('550200 srdiCompany behaviour (002 §4, §8)', { timeout: 60_000 }, () => {
  it('refuses a company already on the board in the 提示 box and clears the name', async () => {
    vi.stubGlobal(
      'fetch',
      createFakeFetch(routes({ [URLS.byElement]: () => envelope(standing({ hitechStatus: '1' })) })).fetch,
    );
    const port = formPort({ name: '大连演示科技股份有限公司' });
    render(<FeedbackHost />);
    render(<SrdiCompanyBehaviour fields={['name']} api={port.api} />);
    port.commit('name');
    expect(await screen.findByText('该企业已入板，请重新选择', {}, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() => expect(port.reset).toEqual([['name']]));
    expect(port.set).toEqual([]);
  });

  it('fills the credential, and a former record’s answers, for a company that may apply', async () => {
    vi.stubGlobal(
      'fetch',
      createFakeFetch(
        routes({
          [URLS.byElement]: () => envelope(standing({ hitechStatus: '0' })),
          [URLS.preInfoByName]: () => envelope({ provincialScore: '12', name: '旧名称' }),
        }),
      ).fetch,
    );
    const port = formPort({ name: '大连演示科技股份有限公司' });
    render(<SrdiCompanyBehaviour fields={['name']} api={port.api} />);
    port.commit('idNumber');
    port.commit('name');
    await waitFor(() => expect(port.set).toHaveLength(1));
    expect(port.set[0]).toEqual({
      provincialScore: '12',
      name: '大连演示科技股份有限公司',
      idType: '11',
      idNumber: '91210200MA0000001X',
    });
    expect(port.reset).toEqual([]);
  });
});
