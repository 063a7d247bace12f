import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { account, accountRole, accountZone, role } from '../../../db/schema.js';
import { DEMO_PASSWORD, hashPassword } from '../../../modules/identity/index.js';
import { type Headers, TENANT } from '../../../modules/workflow/testing/workflow-fixture.js';
import { rows } from '../../../platform/db/database.js';
import { signIn } from '../../../test-support/identity.js';
import type { TestApp } from '../../../test-support/test-app.js';

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];

/** A generated fake 居民身份证号码 (Dalian Zhongshan, born 1990-01-01, sequence n) with its check character. */
export function fakePersonalId(n: number): string {
  const first17 = `21020219900101${String(n % 1000).padStart(3, '0')}`;
  const sum = [...first17].reduce((s, c, i) => s + Number(c) * (ID_WEIGHTS[i] ?? 0), 0);
  return first17 + '10X98765432'[sum % 11];
}

export interface Person {
  login: string;
  realName: string;
  idNumber: string;
  headers: Headers;
}

/**
 * A login registered as /register does (its real name and ID number or credit code, its one zone,
 * the applicant role), signed in to that zone.
 */
export async function registeredApplicant(
  t: TestApp,
  who: { login: string; realName: string; idNumber: string; orgType: 1 | 2; zone: 'personalholder' | 'org' },
): Promise<Headers> {
  const accountId = randomUUID();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await t.testDb.db.orm.transaction(async (tx) => {
    await tx
      .insert(role)
      .values({ id: randomUUID(), tenantId: TENANT, roleAlias: 'applicant', roleName: '申请人' })
      .onConflictDoNothing();
    const [applicant] = await rows<{ id: string }>(
      tx,
      sql`select id from role where tenant_id = ${TENANT} and role_alias = 'applicant'`,
    );
    const { login, realName, idNumber, orgType } = who;
    await tx
      .insert(account)
      .values({ id: accountId, tenantId: TENANT, account: login, realName, idNumber, orgType, passwordHash });
    await tx.insert(accountZone).values({ tenantId: TENANT, accountId, landingMode: who.zone, sort: 0 });
    await tx.insert(accountRole).values({ tenantId: TENANT, accountId, roleId: applicant!.id });
  });
  return (await signIn(t, who.login, { landingMode: who.zone })).headers;
}

/** A person registered as /register does (real name, ID number, personal zone, applicant role), signed in. */
export async function registeredPerson(t: TestApp, n: number): Promise<Person> {
  const login = `person_open_${n}`;
  const realName = `开户测试${'甲乙丙丁戊己庚辛壬癸'[n % 10]}`;
  const idNumber = fakePersonalId(n);
  const headers = await registeredApplicant(t, {
    login,
    realName,
    idNumber,
    orgType: 1,
    zone: 'personalholder',
  });
  return { login, realName, idNumber, headers };
}

/** The opening form of a person, with the two required ID-card images. */
export function openingForm(
  person: Pick<Person, 'realName' | 'idNumber'>,
  overrides: Record<string, unknown> = {},
) {
  return {
    holderName: person.realName,
    certType: '1',
    certificateNo: person.idNumber,
    mobile: '19930000001',
    email: 'person@example.com',
    address: '大连市中山区演示路1号',
    postalCode: '116001',
    bankName: '演示银行大连分行',
    bankCard: '6222021234567890128',
    attachments: {
      idCardFront: [{ attachId: randomUUID(), originalName: '身份证人像面.pdf', size: 1024 }],
      idCardBack: [{ attachId: randomUUID(), originalName: '身份证国徽面.pdf', size: 1024 }],
    },
    ...overrides,
  };
}

/** What the opening wrote for a login: holder accounts bound to it and its profiles. */
export async function openedFor(t: TestApp, login: string) {
  return rows<{
    accountNumber: string;
    status: number;
    organType: number;
    holderName: string;
    profiles: number;
  }>(
    t.testDb.db.orm,
    sql`select h.account_number as "accountNumber", h.status::int as status, h.organ_type::int as "organType",
               h.holder_name as "holderName",
               (select count(*)::int from investor_profile p where p.holder_id = h.uuid) as profiles
        from account a join account_holder b on b.account_id = a.id join holder_account h on h.uuid = b.holder_id
        where a.account = ${login} and a.tenant_id = ${TENANT}`,
  );
}

export async function countWritten(t: TestApp) {
  const [found] = await rows<{ accounts: number; bindings: number; profiles: number }>(
    t.testDb.db.orm,
    sql`select (select count(*)::int from holder_account) as accounts,
               (select count(*)::int from account_holder) as bindings,
               (select count(*)::int from investor_profile) as profiles`,
  );
  return found!;
}
