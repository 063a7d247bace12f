import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import seed from '../../../../server/src/businesses/institution-certification/form.json';
import {
  fakeReferenceServer,
  installBrowserShims,
  parseSeededSchema,
  type RenderedForm,
  renderForm,
} from '../../forms/testing/render-form';

let view: RenderedForm | undefined;
beforeAll(installBrowserShims);
afterEach(() => {
  cleanup();
  view?.dispose();
  view = undefined;
});

const open = (initialValues: Record<string, unknown>) => {
  view = renderForm({
    schema: parseSeededSchema(seed.schema),
    context: { appId: '550032', nodeId: 'PreliminaryApprove', route: '/process/approve' },
    handler: fakeReferenceServer({}),
    initialValues,
  });
  return view;
};

describe('550032: the standard beside the evidence (qualificationRule)', { timeout: 90_000 }, () => {
  it('lists the institution rules with their source and judges the chosen one from the evidence', async () => {
    open({ investorName: '演示机构投资者', qualificationCategory: 'legalPerson', netAssets: 150 });
    const widget = await screen.findByTestId('qualification-rule-widget', {}, { timeout: 20_000 });
    expect(within(widget).getByText('金融机构')).toBeTruthy();
    expect(within(widget).getByText('合伙企业')).toBeTruthy();
    expect(within(widget).getAllByText('待核对原文')).toHaveLength(3);
    expect(within(widget).getByText(/净资产（万元）：150（须不低于200万元）/)).toBeTruthy();
    expect(within(widget).getByTestId('rule-legalPerson-verdict').textContent).toBe('不符合');
    act(() => view!.controller.form.setFieldsValue({ netAssets: 200 }));
    await waitFor(() =>
      expect(within(widget).getByTestId('rule-legalPerson-verdict').textContent).toBe('符合'),
    );
  });

  it('judges a status rule by its document number', async () => {
    open({ investorName: '演示证券', qualificationCategory: 'financialInstitution' });
    const widget = await screen.findByTestId('qualification-rule-widget', {}, { timeout: 20_000 });
    expect(within(widget).getByText('金融许可证号：未填写')).toBeTruthy();
    expect(within(widget).getByTestId('rule-financialInstitution-verdict').textContent).toBe('不符合');
  });
});
