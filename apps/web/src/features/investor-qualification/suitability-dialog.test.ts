import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadSession } from '../../lib/session';
import { createFakeFetch, envelope, routes } from '../../test-support/fake-fetch';
import { recordToasts } from '../../test-support/render-with-network';
import { SUITABILITY_CHECK_URL } from './api';
import { confirmSuitability } from './suitability-dialog';

interface Confirm {
  content?: unknown;
  onOk?: () => void;
  onCancel?: () => void;
}

const request = { appId: '550004', riskType: 1 as const, productRiskLevel: 'R4' as const };
const ask = {
  kind: 'confirm',
  investorLevel: 'C1',
  productRiskLevel: 'R4',
  message: '该产品风险等级（R4）高于您的风险承受能力等级（C1 保守型），请确认是否继续办理',
};

function setUp(server: (confirmed: boolean) => unknown, answerOk: boolean) {
  localStorage.clear();
  reloadSession();
  const confirms: string[] = [];
  const feedback = recordToasts({
    confirm: ((config: Confirm) => {
      confirms.push(String(config.content));
      if (answerOk) config.onOk?.();
      else config.onCancel?.();
    }) as () => void,
  });
  const network = createFakeFetch(
    routes({
      [SUITABILITY_CHECK_URL]: (r) => envelope(server(JSON.parse(String(r.body)).confirmed === true)),
    }),
  );
  vi.stubGlobal('fetch', network.fetch);
  const bodies = () => network.calls.map((c) => JSON.parse(String(c.body)) as Record<string, unknown>);
  return { confirms, feedback, bodies };
}

let dispose = () => {};
afterEach(() => {
  dispose();
  vi.unstubAllGlobals();
});

describe('the suitability step (ADR 66)', () => {
  it('goes on without asking when the product suits the investor', async () => {
    const t = setUp(() => ({ kind: 'suitable' }), true);
    dispose = t.feedback.dispose;
    expect(await confirmSuitability(request)).toBe(true);
    expect(t.confirms).toEqual([]);
    expect(t.bodies()).toEqual([{ ...request, confirmed: false }]);
  });

  it('asks with the server’s message and records the confirmation', async () => {
    const t = setUp((confirmed) => (confirmed ? { kind: 'confirmed', confirmationId: 7 } : ask), true);
    dispose = t.feedback.dispose;
    expect(await confirmSuitability(request)).toBe(true);
    expect(t.confirms).toEqual([ask.message]);
    expect(t.bodies()).toEqual([
      { ...request, confirmed: false },
      { ...request, confirmed: true },
    ]);
  });

  it('stops, recording nothing, when the investor declines', async () => {
    const t = setUp(() => ask, false);
    dispose = t.feedback.dispose;
    expect(await confirmSuitability(request)).toBe(false);
    expect(t.bodies()).toEqual([{ ...request, confirmed: false }]);
  });
});
