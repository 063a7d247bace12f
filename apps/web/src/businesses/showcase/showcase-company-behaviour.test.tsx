import { SHOWCASE_MESSAGES } from '@rer/domain';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import showcaseSeed from '../../../../server/src/businesses/showcase/form.json';
import FeedbackHost from '../../app/feedback-host';
import { useFormController } from '../../forms/engine/form-controller';
import { FormRenderer } from '../../forms/layout/form-renderer';
import { fakeReferenceServer, parseSeededSchema } from '../../forms/testing/render-form';
import { updateSession } from '../../lib/session';
import { installBrowserShims, renderPage } from '../../test-support/admin-screen';
import { envelope, type FakeHandler, queryOf, type RecordedRequest } from '../../test-support/fake-fetch';
import { SHOWCASE_FORM_URLS } from './showcase-api';

// The real 550092 form (its company section): the behaviour is declared by its identity fields.
const PAGE = '/process/apply?appId=550092';
const COMPANY = {
  uuid: 'c0000000-0000-4000-8000-000000000092',
  name: '大连展示科技股份有限公司',
  idType: '11',
  idNumber: '91210200MA0SHOW92X',
  showStatus: null,
  showCode: null,
  showPlate: null,
  showTimeStart: null,
};

function ApplyPage() {
  const controller = useFormController();
  const [schema] = useState(() => {
    const parsed = parseSeededSchema(showcaseSeed.schema);
    return { ...parsed, groups: parsed.groups.filter((group) => group.key === 'company') };
  });
  return (
    <FormRenderer
      schema={schema}
      context={{ appId: schema.appId, nodeId: 'apply', route: '/process/apply' }}
      controller={controller}
      showBlockchainNotice={false}
    />
  );
}

let view: ReturnType<typeof renderPage> | undefined;
beforeAll(() => {
  installBrowserShims();
  configure({ asyncUtilTimeout: 15_000 });
});
afterEach(() => {
  cleanup();
  view?.dispose();
  view = undefined;
});

const open = (zone: 'org' | 'member', check: FakeHandler) => {
  view = renderPage({
    pattern: '/process/apply',
    path: PAGE,
    page: <ApplyPage />,
    handler: fakeReferenceServer({
      [SHOWCASE_FORM_URLS.companyCheck]: check,
      [SHOWCASE_FORM_URLS.showPlates]: () =>
        envelope(JSON.stringify([{ key: 'ZSCX', value: '创新企业展示板' }])),
    }),
  });
  updateSession({
    landingMode: zone,
    currentCompany: zone === 'org' ? COMPANY.uuid : null,
    tabs: [{ path: PAGE, titleKey: null, text: '企业展示申请' }],
  });
  render(<FeedbackHost />);
  return view;
};
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const checks = (calls: RecordedRequest[]) => calls.filter((c) => c.url.includes('showcase/companyCheck'));

describe('showcaseCompany behaviour of 550092 (002 §4, §6, §8; ADR 80)', { timeout: 90_000 }, () => {
  it('fills and locks the enterprise’s current company', async () => {
    const page = open('org', () => envelope(COMPANY));
    await waitFor(() => expect(input('企业名称').value).toBe(COMPANY.name));
    expect(input('证件号码').value).toBe(COMPANY.idNumber);
    expect(input('企业名称').disabled).toBe(true);
    expect(input('证件号码').disabled).toBe(true);
    expect(queryOf(checks(page.calls)[0]!).get('companyIdNumber')).toBeNull();
  });

  it('a member naming a company it does not cooperate with gets the refusal, the identity fields cleared', async () => {
    const page = open('member', () => envelope(null, 400, SHOWCASE_MESSAGES.notCooperating));
    await screen.findByLabelText('证件号码');
    fireEvent.change(input('企业名称'), { target: { value: COMPANY.name } });
    fireEvent.change(input('证件号码'), { target: { value: COMPANY.idNumber } });
    fireEvent.focusOut(input('证件号码'));
    expect(await screen.findByText(SHOWCASE_MESSAGES.notCooperating)).toBeTruthy();
    await waitFor(() => expect(input('证件号码').value).toBe(''));
    expect(input('企业名称').value).toBe('');
    expect(queryOf(checks(page.calls)[0]!).get('companyIdNumber')).toBe(COMPANY.idNumber);
    expect(input('企业名称').disabled).toBe(false);
  });

  it('a company already displayed is refused with 002 §8’s message', async () => {
    open('member', () => envelope(null, 400, SHOWCASE_MESSAGES.alreadyShown));
    await screen.findByLabelText('证件号码');
    fireEvent.change(input('证件号码'), { target: { value: COMPANY.idNumber } });
    fireEvent.focusOut(input('证件号码'));
    expect(await screen.findByText('企业已存在展示信息，请勿重复发起！')).toBeTruthy();
    await waitFor(() => expect(input('证件号码').value).toBe(''));
  });
});
