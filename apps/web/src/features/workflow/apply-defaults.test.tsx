import { MEMBER_REVISION_DRAFT_URL } from '@rer/contracts';
import { organizationCodeCheckChar, unifiedSocialCreditCheckChar } from '@rer/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import closureSeed from '../../../../server/src/businesses/member-closure/form.json';
import seed from '../../../../server/src/businesses/member-revision/form.json';
import { envelope, json, type RecordedRequest } from '../../test-support/fake-fetch';
import ApplyPage from './apply-page';
import { bodyOf, installDomShims, recordToasts, renderPage, signInAs, workflowServer } from './testing';

// 550020 会员信息变更 prefilled from the open member (ADR 68): the apply page loads the business's
// first values (registered by businesses/member-revision) before showing a new application's form.

const SUBMIT = '/api/rem-registrationbizweb/application/submit';
/** A generated fake 统一社会信用代码 with valid check characters. */
const FIRST_17 = `91210200MA0D5001${organizationCodeCheckChar('MA0D5001')}`;
const DRAFT = {
  memberName: '大连演示证券有限公司',
  creditCode: FIRST_17 + unifiedSocialCreditCheckChar(FIRST_17),
  legalRepresentative: '王法人',
  contactName: '李联系',
  contactPhone: '13900139000',
  email: 'member@example.com',
  address: '大连市中山区演示路8号',
  qualificationList: [{ qualificationCategory: '3', maketRole: '1', qualificationStatus: '1' }],
  memberCompanies: [
    { companyName: '大连演示科技股份有限公司', jbrName: '张经办', jbrPhone: '13800138001', isSendMsg: '1' },
    { companyName: '大连演示制造有限公司', jbrName: '赵经办', jbrPhone: '', isSendMsg: '0' },
  ],
};

vi.setConfig({ testTimeout: 60_000 });
let feedback: ReturnType<typeof recordToasts>;
beforeAll(installDomShims);
beforeEach(() => {
  signInAs('member', 'member_demo');
  feedback = recordToasts();
});
afterEach(() => {
  cleanup();
  feedback.dispose();
  vi.unstubAllGlobals();
});

const open = (
  table: Parameters<typeof workflowServer>[0],
  query = 'appId=550020&nodeId=apply',
  schema: unknown = seed.schema,
) => renderPage(<ApplyPage />, '/process/apply', `/process/apply?${query}`, workflowServer(table, schema));
const drafts = (calls: RecordedRequest[]) => calls.filter((c) => c.url.includes(MEMBER_REVISION_DRAFT_URL));

describe('550020 prefilled from the open member (ADR 68)', () => {
  it('shows the current facts and cooperating companies, and submits what the applicant changed', async () => {
    const { calls } = open({
      [MEMBER_REVISION_DRAFT_URL]: () => envelope(DRAFT),
      [SUBMIT]: () => json({ code: 400, success: false, msg: '停在这里', data: null }, 400),
    });
    const name = (await screen.findByLabelText('会员名称', {}, { timeout: 20_000 })) as HTMLInputElement;
    expect(name.value).toBe('大连演示证券有限公司');
    expect((screen.getByLabelText('联系电话') as HTMLInputElement).value).toBe('13900139000');
    const table = await screen.findByTestId('display-table-memberCompanies');
    expect(within(table).getByText('大连演示科技股份有限公司')).toBeTruthy();
    expect(within(table).getByText('大连演示制造有限公司')).toBeTruthy();
    expect(drafts(calls)).toHaveLength(1);

    fireEvent.change(screen.getByLabelText('办公地址'), { target: { value: '大连市西岗区新址1号' } });
    fireEvent.click(screen.getByTestId('apply-submit'));
    await waitFor(() => expect(calls.some((c) => c.url.includes(SUBMIT))).toBe(true));
    const sent = bodyOf(calls.find((c) => c.url.includes(SUBMIT))!);
    expect(sent.formData).toMatchObject({
      memberName: '大连演示证券有限公司',
      address: '大连市西岗区新址1号',
      memberCompanies: DRAFT.memberCompanies,
    });
  });

  it('shows the server’s refusal instead of a blank form (no open member)', async () => {
    open({
      [MEMBER_REVISION_DRAFT_URL]: () =>
        json(
          { code: 400, success: false, msg: '申请人：该账号尚未开立会员账户，请先办理会员开户', data: null },
          400,
        ),
    });
    const alert = await screen.findByTestId('apply-defaults-failed', {}, { timeout: 20_000 });
    expect(alert.textContent).toContain('申请人：该账号尚未开立会员账户，请先办理会员开户');
    expect(screen.queryByTestId('apply-submit')).toBeNull();
  });

  it('a draft continued (uuid) keeps its own data and asks for no defaults', async () => {
    const { calls } = open(
      {
        [MEMBER_REVISION_DRAFT_URL]: () => envelope(DRAFT),
        '/api/rem-registrationbizweb/application/detail': () =>
          json({ code: 404, success: false, msg: '无', data: null }, 404),
      },
      'appId=550020&nodeId=apply&uuid=a0000000-0000-4000-8000-000000000001',
    );
    await waitFor(() => expect(calls.some((c) => c.url.includes('/application/detail'))).toBe(true));
    expect(drafts(calls)).toHaveLength(0);
  });

  it('550021 会员销户 starts from the member too: its name, credit code and the cooperations it ends', async () => {
    open(
      { [MEMBER_REVISION_DRAFT_URL]: () => envelope(DRAFT) },
      'appId=550021&nodeId=apply',
      closureSeed.schema,
    );
    const name = (await screen.findByLabelText('会员名称', {}, { timeout: 20_000 })) as HTMLInputElement;
    expect(name.value).toBe('大连演示证券有限公司');
    expect((screen.getByLabelText('统一社会信用代码') as HTMLInputElement).value).toBe(DRAFT.creditCode);
    expect((screen.getByLabelText('销户原因') as HTMLTextAreaElement).value).toBe('');
    const table = await screen.findByTestId('display-table-memberCompanies');
    expect(within(table).getByText('大连演示科技股份有限公司')).toBeTruthy();
    expect(screen.queryByLabelText('联系电话')).toBeNull();
  });
});
