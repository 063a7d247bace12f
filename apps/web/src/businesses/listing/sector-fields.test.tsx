import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import seed from '../../../../server/src/businesses/listing/form.json';
import { LISTING_URLS } from '../../features/listing';
import {
  fakeReferenceServer,
  installBrowserShims,
  parseSeededSchema,
  type RenderedForm,
  renderForm,
} from '../../forms/testing/render-form';
import { envelope, queryOf } from '../../test-support/fake-fetch';
import { listingApplyDefaults } from '.';

const sector = (code: string, sectorName: string, parentSector: string | null = null) => ({
  id: code,
  code,
  sectorName,
  parentSector,
  codePrefix: parentSector ? null : '60',
  status: '1',
  productType: '1',
  sort: 0,
  description: null,
  version: 1,
  hasChildren: false,
});

let view: RenderedForm | undefined;
beforeAll(installBrowserShims);
afterEach(() => {
  cleanup();
  view?.dispose();
  view = undefined;
  window.history.replaceState(null, '', '/');
});

function open(initial: Record<string, unknown> = {}) {
  view = renderForm({
    schema: parseSeededSchema(seed.schema),
    context: { appId: '550058', nodeId: 'apply', route: '/process/listedApplys' },
    initialValues: initial,
    handler: fakeReferenceServer({
      [LISTING_URLS.boards]: () => envelope([sector('CXB', '创新板'), sector('CZB', '成长板')]),
      [LISTING_URLS.subSectors]: (request) =>
        envelope(
          queryOf(request).get('oneSectorId') === 'CXB' ? [sector('ZJTX', '专精特新专板', 'CXB')] : [],
        ),
    }),
  });
  return view;
}
const values = () => view!.controller.form.getFieldsValue(true) as Record<string, unknown>;

async function choose(testId: string, label: string) {
  const select = await screen.findByTestId(testId);
  fireEvent.mouseDown(within(select).getByRole('combobox'));
  fireEvent.click(await screen.findByTitle(label));
}

describe('挂牌板块 and 特色板块 of 550058 (ADR 79)', { timeout: 60_000 }, () => {
  it('offers the boards, then the chosen board’s sub-sectors; another board clears the sub-sector', async () => {
    open();
    await choose('listing-sector', '创新板');
    await waitFor(() => expect(values().sector).toBe('CXB'));
    await choose('listing-featured-sector', '专精特新专板');
    await waitFor(() => expect(values().featuredSector).toBe('ZJTX'));
    await choose('listing-sector', '成长板');
    await waitFor(() => expect(values()).toMatchObject({ sector: 'CZB', featuredSector: '' }));
    // 成长板 has no featured sub-sector: the box says so and cannot be opened.
    await waitFor(() =>
      expect(
        within(screen.getByTestId('listing-featured-sector')).getByText('该板块无特色板块'),
      ).toBeTruthy(),
    );
  });
});

describe('the first values of a listing application', () => {
  it('take the company, the latest self-assessment with its tier, and the page’s sector', async () => {
    window.history.replaceState(null, '', '/process/listedApplys?nodeId=apply&nodeName=申请&sector=CXB');
    const calls: string[] = [];
    const original = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL) => {
      calls.push(String(input));
      return new Response(
        JSON.stringify({
          code: 200,
          success: true,
          msg: '操作成功',
          data: {
            companyName: '大连演示科技股份有限公司',
            creditCode: null,
            isRegister: true,
            isListing: false,
            assessment: { score: 80, resultName: '建议申请创新板（标准层）', suggestedTier: 'standard' },
          },
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      );
    }) as typeof fetch;
    try {
      const defaults = await listingApplyDefaults(new AbortController().signal);
      expect(defaults).toEqual({
        companyName: '大连演示科技股份有限公司',
        creditCode: '',
        assessmentResult: '建议申请创新板（标准层）（80分）',
        appliedTier: 'standard',
        sector: 'CXB',
      });
      expect(calls[0]).toContain(LISTING_URLS.applyDefaults);
    } finally {
      globalThis.fetch = original;
    }
  });
});
