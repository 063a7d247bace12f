import { afterEach, describe, expect, it } from 'vitest';
import { recordToasts } from '../../test-support/render-with-network';
import { CERTIFICATION_NOT_OFFERED, enterInvestmentZone } from './investment-zone';

interface Confirm {
  content?: unknown;
  onOk?: () => void;
}

function setUp(answerOk: boolean) {
  const confirms: string[] = [];
  const feedback = recordToasts({
    confirm: ((config: Confirm) => {
      confirms.push(String(config.content));
      if (answerOk) config.onOk?.();
    }) as () => void,
  });
  const done: string[] = [];
  const effects = {
    openZone: () => done.push('open'),
    apply: (appId: string) => done.push(`apply ${appId}`),
  };
  return { confirms, feedback, done, effects };
}

let dispose = () => {};
afterEach(() => dispose());

describe('投资专区 (002 §6)', () => {
  it('opens the zone for a user it lets in, asking nothing', () => {
    const t = setUp(true);
    dispose = t.feedback.dispose;
    enterInvestmentZone({ kind: 'open' }, t.effects);
    expect(t.done).toEqual(['open']);
    expect(t.confirms).toEqual([]);
  });

  it('asks an uncertified organisation investor, and 确定 opens 550032', () => {
    const t = setUp(true);
    dispose = t.feedback.dispose;
    const message = '未进行机构投资者认证，请先进行机构投资者认证';
    enterInvestmentZone({ kind: 'certify', message, appId: '550032', offered: true }, t.effects);
    expect(t.confirms).toEqual([message]);
    expect(t.done).toEqual(['apply 550032']);
  });

  it('never opens the zone nor the business when the user cancels', () => {
    const t = setUp(false);
    dispose = t.feedback.dispose;
    const message = '未进行产品认证，请先进行产品认证';
    enterInvestmentZone({ kind: 'certify', message, appId: '550138', offered: true }, t.effects);
    expect(t.confirms).toEqual([message]);
    expect(t.done).toEqual([]);
  });

  it('says the certification is not offered yet instead of opening a dead page', () => {
    const t = setUp(true);
    dispose = t.feedback.dispose;
    const message = '未进行产品认证，请先进行产品认证';
    enterInvestmentZone({ kind: 'certify', message, appId: '550138', offered: false }, t.effects);
    expect(t.done).toEqual([]);
    expect(t.feedback.toasts).toEqual([`warning: ${CERTIFICATION_NOT_OFFERED}`]);
  });

  it('does nothing outside the investor zones', () => {
    const t = setUp(true);
    dispose = t.feedback.dispose;
    enterInvestmentZone({ kind: 'hidden' }, t.effects);
    expect(t.done).toEqual([]);
    expect(t.confirms).toEqual([]);
  });
});
