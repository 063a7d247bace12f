import type { CooperationBinding, MemberCompanyRow, MemberFacts } from '@rer/domain';
import { sql } from 'drizzle-orm';
import { type Executor, rows } from '../../platform/db/database.js';

// Writes and reads of a member institution's own account (550012, 550020; ADR 65).

export interface OpenMember {
  id: string;
  custno: string;
  chineseName: string;
  certificateNo: string | null;
}

const memberColumns = sql`m.id::text as id, m.custno, m.chinese_name as "chineseName", m.certificate_no as "certificateNo"`;

/** The open member (status 1) the login acts for, if any. `forUpdate` locks its row. */
export async function findOpenMemberOf(
  tx: Executor,
  tenantId: string,
  accountId: string,
  forUpdate = false,
): Promise<OpenMember | null> {
  const [found] = await rows<OpenMember>(
    tx,
    sql`select ${memberColumns} from member m
        where m.tenant_id = ${tenantId} and m.account_id = ${accountId}::uuid and m.status = 1
        ${forUpdate ? sql`for update` : sql``}`,
  );
  return found ?? null;
}

/** Another open member already holding that credit code (not the one given). */
export async function findOpenMemberByCreditCode(
  tx: Executor,
  tenantId: string,
  creditCode: string,
  exceptId: string | null,
): Promise<OpenMember | null> {
  const [found] = await rows<OpenMember>(
    tx,
    sql`select ${memberColumns} from member m
        where m.tenant_id = ${tenantId} and m.certificate_no = ${creditCode} and m.status = 1
          ${exceptId ? sql`and m.id <> ${exceptId}::uuid` : sql``}
        limit 1`,
  );
  return found ?? null;
}

/** Inserts the member unless its code is taken (then null: the caller draws again). */
export async function insertMember(
  tx: Executor,
  input: { id: string; tenantId: string; custno: string; facts: MemberFacts; accountId: string },
): Promise<boolean> {
  const inserted = await rows<{ id: string }>(
    tx,
    sql`insert into member (id, tenant_id, custno, chinese_name, certificate_no, status, account_id)
        values (${input.id}::uuid, ${input.tenantId}, ${input.custno}, ${input.facts.memberName},
                ${input.facts.creditCode}, 1, ${input.accountId}::uuid)
        on conflict (tenant_id, custno) do nothing returning id::text as id`,
  );
  return inserted.length > 0;
}

/** Rewrites the member's name and code; answers its tenant and the code it held before (null: no such member). */
export async function updateMemberFacts(
  tx: Executor,
  memberId: string,
  facts: MemberFacts,
): Promise<{ tenantId: string; previousCreditCode: string | null } | null> {
  const [updated] = await rows<{ tenantId: string; previousCreditCode: string | null }>(
    tx,
    sql`update member m set chinese_name = ${facts.memberName}, certificate_no = ${facts.creditCode},
          updated_at = now(), version = m.version + 1
        from member before
        where m.id = ${memberId}::uuid and before.id = m.id
        returning m.tenant_id as "tenantId", before.certificate_no as "previousCreditCode"`,
  );
  return updated ?? null;
}

const orNull = (value: string) => (value === '' ? null : value);

/** Writes (or rewrites) the member's profile and qualification rows. */
export async function saveMemberProfile(
  tx: Executor,
  input: {
    tenantId: string;
    memberId: string;
    facts: MemberFacts;
    qualification: readonly Record<string, unknown>[];
    applicationId: string;
  },
): Promise<void> {
  const { facts } = input;
  await tx.execute(
    sql`insert into member_profile (member_id, tenant_id, legal_representative, contact_name, contact_phone,
          email, address, qualification, application_id)
        values (${input.memberId}::uuid, ${input.tenantId}, ${orNull(facts.legalRepresentative)},
          ${orNull(facts.contactName)}, ${orNull(facts.contactPhone)}, ${orNull(facts.email)},
          ${orNull(facts.address)}, ${JSON.stringify(input.qualification)}::jsonb, ${input.applicationId}::uuid)
        on conflict (member_id) do update set legal_representative = excluded.legal_representative,
          contact_name = excluded.contact_name, contact_phone = excluded.contact_phone,
          email = excluded.email, address = excluded.address, qualification = excluded.qualification,
          application_id = excluded.application_id, updated_at = now()`,
  );
}

/** The tenant's companies of those exact names: name → uuid. */
export async function findCompaniesNamed(
  tx: Executor,
  tenantId: string,
  names: readonly string[],
): Promise<Map<string, string>> {
  if (names.length === 0) return new Map();
  const found = await rows<{ uuid: string; name: string }>(
    tx,
    sql`select c.uuid::text as uuid, c.name from company c
        where c.tenant_id = ${tenantId} and c.name in ${[...names]}`,
  );
  return new Map(found.map((c) => [c.name, c.uuid]));
}

/** The member's active bindings with the companies' names. */
export async function findActiveBindings(tx: Executor, memberId: string): Promise<CooperationBinding[]> {
  return rows<CooperationBinding>(
    tx,
    sql`select mc.company_id::text as "companyId", c.name as "companyName", mc.jbr_name as "jbrName",
          mc.jbr_phone as "jbrPhone", mc.is_send_msg::int as "isSendMsg"
        from member_company mc join company c on c.uuid = mc.company_id
        where mc.member_id = ${memberId}::uuid and mc.status = 1
        order by c.name`,
  );
}

/** Binds (or binds again, or updates the handler of) the member and the company. */
export async function bindCompany(
  tx: Executor,
  input: {
    tenantId: string;
    memberId: string;
    companyId: string;
    row: MemberCompanyRow;
    applicationId: string;
  },
): Promise<void> {
  const { row } = input;
  await tx.execute(
    sql`insert into member_company (tenant_id, member_id, company_id, jbr_name, jbr_phone, is_send_msg, status,
          application_id)
        values (${input.tenantId}, ${input.memberId}::uuid, ${input.companyId}::uuid, ${orNull(row.jbrName)},
          ${orNull(row.jbrPhone)}, ${row.isSendMsg}, 1, ${input.applicationId}::uuid)
        on conflict (member_id, company_id) do update set jbr_name = excluded.jbr_name,
          jbr_phone = excluded.jbr_phone, is_send_msg = excluded.is_send_msg, status = 1, ended_at = null,
          application_id = excluded.application_id`,
  );
}

/** Ends the binding (status 0), keeping its row. */
export async function endBinding(
  tx: Executor,
  input: { memberId: string; companyId: string; applicationId: string },
): Promise<void> {
  await tx.execute(
    sql`update member_company set status = 0, ended_at = now(), application_id = ${input.applicationId}::uuid
        where member_id = ${input.memberId}::uuid and company_id = ${input.companyId}::uuid and status = 1`,
  );
}

/** Closes the member (550021, ADR 68): status 0, so memberStatus is 0 and the login may open again. */
export async function closeMember(
  tx: Executor,
  memberId: string,
): Promise<{ tenantId: string; creditCode: string | null } | null> {
  const [closed] = await rows<{ tenantId: string; creditCode: string | null }>(
    tx,
    sql`update member set status = 0, updated_at = now(), version = version + 1
        where id = ${memberId}::uuid and status = 1
        returning tenant_id as "tenantId", certificate_no as "creditCode"`,
  );
  return closed ?? null;
}
