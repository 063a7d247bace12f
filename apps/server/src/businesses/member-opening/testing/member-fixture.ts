import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { account, accountRole, accountZone } from '../../../db/schema.js';
import { DEMO_PASSWORD, demoCreditCode, hashPassword } from '../../../modules/identity/index.js';
import { type Headers, TENANT } from '../../../modules/workflow/testing/workflow-fixture.js';
import { rows } from '../../../platform/db/database.js';
import { signIn } from '../../../test-support/identity.js';
import type { TestApp } from '../../../test-support/test-app.js';

/** The demo companies a member cooperates with in the tests (demo-identity). */
export const DEMO_COMPANY_NAMES = ['大连演示科技股份有限公司', '大连演示制造有限公司'] as const;

/** A generated fake 统一社会信用代码 numbered n (valid check characters; demo companies use 1–3). */
export const fakeCreditCode = (n: number): string => demoCreditCode(5000 + n);

export interface MemberLogin {
  login: string;
  accountId: string;
  headers: Headers;
}

/** A member-zone login (an institution's, applicant role), signed in to the member zone. */
export async function memberLogin(t: TestApp, n: number): Promise<MemberLogin> {
  const accountId = randomUUID();
  const login = `member_open_${n}`;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await t.testDb.db.orm.transaction(async (tx) => {
    const [applicant] = await rows<{ id: string }>(
      tx,
      sql`select id from role where tenant_id = ${TENANT} and role_alias = 'applicant'`,
    );
    await tx.insert(account).values({
      id: accountId,
      tenantId: TENANT,
      account: login,
      realName: `会员机构${n}`,
      orgType: 2,
      passwordHash,
    });
    await tx.insert(accountZone).values({ tenantId: TENANT, accountId, landingMode: 'member', sort: 0 });
    await tx.insert(accountRole).values({ tenantId: TENANT, accountId, roleId: applicant!.id });
  });
  const { headers } = await signIn(t, login, { landingMode: 'member' });
  return { login, accountId, headers };
}

export const companyRow = (companyName: string, over: Record<string, unknown> = {}) => ({
  companyName,
  jbrName: '张经办',
  jbrPhone: '13800138001',
  isSendMsg: '1',
  ...over,
});

/** The member form: facts, the intermediary default (推荐机构), one cooperating company. */
export function memberForm(n: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    memberName: `大连演示证券${n}号有限公司`,
    creditCode: fakeCreditCode(n),
    legalRepresentative: '王法人',
    contactName: '李联系',
    contactPhone: '13900139000',
    email: 'member@example.com',
    address: '大连市中山区演示路8号',
    qualificationList: [{ qualificationCategory: '3', maketRole: '1', qualificationStatus: '1' }],
    memberCompanies: [companyRow(DEMO_COMPANY_NAMES[0])],
    ...overrides,
  };
}

/** The counts the businesses write. */
export async function memberWrites(t: TestApp) {
  const [found] = await rows<{ members: number; profiles: number; bindings: number; notices: number }>(
    t.testDb.db.orm,
    sql`select (select count(*)::int from member) as members,
               (select count(*)::int from member_profile) as profiles,
               (select count(*)::int from member_company where status = 1) as bindings,
               (select count(*)::int from job where queue = 'members.cooperation-ended-notice') as notices`,
  );
  return found!;
}
