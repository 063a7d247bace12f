import type { RegisterEventRecord, RegisterEventsPage } from '@rer/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { updateSession } from '../../lib/session';
import { envelope, routes } from '../../test-support/fake-fetch';
import { screenTestLifecycle } from '../../test-support/screen-lifecycle';
import { RegisterHistoryCard } from './register-history-card';
import { renderScreen } from './testing';

const C1 = 'c0000000-0000-4000-8000-000000000001';
const event = (seq: number): RegisterEventRecord => ({
  seq,
  eventType: 'freeze',
  eventTypeName: '司法冻结',
  occurredAt: '2025-02-02T02:00:00.000Z',
  recordedAt: '2025-02-02T02:00:00.000Z',
  basisKind: 'application',
  basisKindName: '业务申请',
  basisReference: `DEMO-0-${seq}`,
  bizSn: null,
  quantity: '250000',
  reason: null,
});
const page: RegisterEventsPage = { records: [event(2), event(1)], total: 2, size: 5, current: 1, pages: 1 };
const network = routes({ '/api/rem-registrationbizweb/shareRegister/events': () => envelope(page) });

screenTestLifecycle();
afterEach(async () => {
  await changeLanguage('zh');
});

const headers = (card: HTMLElement) =>
  within(card)
    .getAllByRole('columnheader')
    .map((th) => th.textContent);

describe('登记变更记录 (the register history card)', { timeout: 30_000 }, () => {
  it('is in Chinese by default, word for word', async () => {
    updateSession({ landingMode: 'org', account: 'org_demo', currentCompany: C1 });
    renderScreen(<RegisterHistoryCard companyId={C1} />, network);
    const card = screen.getByTestId('register-history');
    expect(await within(card).findByText('DEMO-0-2')).toBeTruthy();
    expect(within(card).getByText('登记变更记录')).toBeTruthy();
    expect(headers(card)).toEqual([
      '序号',
      '登记类型',
      '股数',
      '生效时间',
      '依据类型',
      '法律依据',
      '业务编号',
    ]);
    expect(within(card).getByText('共 2 条')).toBeTruthy();
  });

  it("shows register staff each event's chain data objects; nobody else asks for them", async () => {
    const asked: string[] = [];
    const withObjects = routes({
      '/api/rem-registrationbizweb/shareRegister/events': () => envelope(page),
      '/api/rem-registrationmgrweb/regionalChain/eventObjects': (request) => {
        asked.push(new URL(request.url, 'http://localhost').search);
        return envelope([
          {
            seq: 2,
            objectId: 'DJ-A-2',
            objectClass: 'registration',
            version: 3,
            revision: 0,
            status: 'published',
            operation: 'update',
          },
          {
            seq: 1,
            objectId: 'DJ-A-1',
            objectClass: 'registration',
            version: 0,
            revision: 0,
            status: 'published',
            operation: 'create',
          },
        ]);
      },
    });
    updateSession({ landingMode: 'mgr', account: 'reviewer1' });
    renderScreen(<RegisterHistoryCard companyId={C1} />, withObjects);
    const card = screen.getByTestId('register-history');
    expect(await within(card).findByText('DJ-A-2 · 版本3')).toBeTruthy();
    expect(headers(card).at(-1)).toBe('数据对象');
    const row = within(card).getByText('DEMO-0-1').closest('tr') as HTMLElement;
    expect(within(row).getByTestId('event-chain-objects').textContent).toBe('DJ-A-1 · 版本0');
    expect(asked).toEqual([`?companyId=${C1}&seqs=2%2C1`]);

    asked.length = 0;
    updateSession({ landingMode: 'org', account: 'org_demo', currentCompany: C1 });
    renderScreen(<RegisterHistoryCard companyId={C1} />, withObjects);
    expect(
      await within(screen.getAllByTestId('register-history').at(-1) as HTMLElement).findAllByText('DEMO-0-2'),
    ).toBeTruthy();
    expect(asked).toEqual([]);
  });

  it('is in English when English is chosen', async () => {
    updateSession({ landingMode: 'org', account: 'org_demo', currentCompany: C1 });
    await changeLanguage('en');
    renderScreen(<RegisterHistoryCard companyId={C1} />, network);
    const card = screen.getByTestId('register-history');
    expect(await within(card).findByText('DEMO-0-2')).toBeTruthy();
    expect(within(card).getByText('Register change history')).toBeTruthy();
    expect(headers(card)).toEqual([
      'No.',
      'Registration type',
      'Shares',
      'Effective at',
      'Basis type',
      'Legal basis',
      'Business no.',
    ]);
    expect(within(card).getByText('Total 2')).toBeTruthy();
  });
});
