import {
  type EnterpriseSubjectRecord,
  enterpriseSubjectBody,
  enterpriseSubjectId,
  productBody,
  productKey,
  productObjectId,
  SUBJECT_STAMP_FIELDS,
} from '@rer/domain';
import type { CompanyFacts } from './register-facts.repository.js';
import type { SubjectFacts } from './subject-facts.repository.js';
import type { ObjectIntent } from './write-snapshots.js';

/**
 * The record of one entity's 主体 (ADR 85): the company record of its credit code speaks for it
 * when there is one (name, region, legal form, registered capital), the member institution adds its
 * code and status; 主体信息维护时间 is the later of the two records' update times. Null when no
 * record holds the code any more (a corrected code): its subject keeps its last version.
 */
export function subjectRecordOf(f: SubjectFacts): EnterpriseSubjectRecord | null {
  const { company, member } = f;
  const name = company?.name ?? member?.name;
  if (!name) return null;
  const times = [company?.updatedAt, member?.updatedAt].filter((t): t is string => !!t).sort();
  return {
    creditCode: f.creditCode,
    name,
    regionCode: company?.regionCode ?? null,
    isCompany: company !== null,
    companyType: company?.companyType ?? null,
    registeredCapital: company?.registeredCapital ?? null,
    registeredCapitalCurrency: company?.registeredCapitalCurrency ?? null,
    member: member ? { code: member.code, open: member.open } : null,
    updatedAt: times[times.length - 1]!,
  };
}

/** The 主体 of a credit code: `change` from a record's hook, `ensure` where a register refers to it. */
export function subjectIntent(
  f: SubjectFacts,
  mode: ObjectIntent['mode'],
  companyId: string | null,
): ObjectIntent | null {
  const record = subjectRecordOf(f);
  if (!record) return null;
  return {
    objectId: enterpriseSubjectId(f.creditCode),
    objectClass: 'subject',
    mode,
    companyId,
    stampFields: SUBJECT_STAMP_FIELDS,
    body: () => enterpriseSubjectBody(record),
  };
}

/** The 产品 of a company's shares: a new version when its name, total or issuer's version changed. */
export function productIntent(company: CompanyFacts): ObjectIntent {
  const issuerId = company.creditCode ? enterpriseSubjectId(company.creditCode) : null;
  return {
    objectId: productObjectId(company),
    objectClass: 'product',
    mode: 'change',
    companyId: company.uuid,
    body: (ref) =>
      productBody({
        issuer: issuerId ? ref(issuerId) : null,
        productKey: productKey(company),
        name: company.name,
        issuedShares: BigInt(company.issuedShares),
      }),
  };
}

/**
 * What a change of a company record or a member means on the chain: the subjects of the codes
 * concerned, then the 产品 of the companies with a register among them (a new version when the
 * name changed, or the issuer's version moved: references are to the version of the time).
 */
export function subjectChangeIntents(facts: { subjects: SubjectFacts[]; products: CompanyFacts[] }) {
  const companyOf = new Map(facts.products.map((p) => [p.creditCode, p.uuid]));
  const subjects = facts.subjects.flatMap((s) => {
    const intent = subjectIntent(s, 'change', companyOf.get(s.creditCode) ?? null);
    return intent ? [intent] : [];
  });
  return [...subjects, ...facts.products.map(productIntent)];
}
