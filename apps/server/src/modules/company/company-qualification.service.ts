import type { CompanyQualificationAnswer } from '@rer/contracts';
import {
  type HeldQualification,
  OTHER_QUALIFICATION_TYPE,
  QUALIFICATION_TYPE_DICTIONARY,
  type QualificationRow,
} from '@rer/domain';
import type { Executor } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import type { AuthUser } from '../identity/index.js';
import { loadDictionaryNames } from '../system/index.js';
import {
  findCompanyQualifications,
  findEffectiveCompanyQualifications,
  findLatestCompanyQualifications,
  insertCompanyQualifications,
  type QualificationRecord,
} from './company-qualification.repository.js';
import { findCompanyHead } from './company-record.repository.js';
import { type CompanyRecordDeps, mayViewCompanyRecord } from './company-record.service.js';

const CATEGORY_DICTIONARY = 'qualificationCategory';

type Names = Map<string, Map<string, string>>;

async function qualificationNames(tx: Executor, tenantId: string): Promise<Names> {
  return loadDictionaryNames(tx, tenantId, [
    CATEGORY_DICTIONARY,
    ...Object.values(QUALIFICATION_TYPE_DICTIONARY),
  ]);
}

function namesOf(names: Names, category: string, type: string) {
  const typeDictionary = QUALIFICATION_TYPE_DICTIONARY[category];
  const typeName =
    typeDictionary === undefined
      ? type === OTHER_QUALIFICATION_TYPE.value
        ? OTHER_QUALIFICATION_TYPE.label
        : type
      : (names.get(typeDictionary)?.get(type) ?? type);
  return { categoryName: names.get(CATEGORY_DICTIONARY)?.get(category) ?? category, typeName };
}

function answerOf(row: QualificationRecord, names: Names): CompanyQualificationAnswer {
  const { categoryName, typeName } = namesOf(names, row.qualificationCategory, row.maketRole);
  return {
    id: row.id,
    qualificationCategory: row.qualificationCategory,
    qualificationCategoryName: categoryName,
    maketRole: row.maketRole,
    maketRoleName: typeName,
    qualificationCode: row.qualificationCode,
    roleQualificationCertificationDoc: row.certificationDoc,
    qualificationAuthenticator: row.qualificationAuthenticator,
    certificationTime: row.certificationTime,
    qualificationReviewer: row.qualificationReviewer,
    reviewTime: row.reviewTime,
    qualificationStatus: row.qualificationStatus,
    certificationDescription: row.certificationDescription,
  };
}

type Reader = typeof findCompanyQualifications;

async function readQualifications(
  deps: CompanyRecordDeps,
  user: AuthUser,
  companyId: string,
  read: Reader,
): Promise<CompanyQualificationAnswer[]> {
  return deps.db.withTenant(user.tenantId, async (tx) => {
    if (
      !(await mayViewCompanyRecord(tx, user, companyId)) ||
      !(await findCompanyHead(tx, user.tenantId, companyId))
    )
      throw new AppError('COMPANY_UNKNOWN', { companyId });
    const names = await qualificationNames(tx, user.tenantId);
    return (await read(tx, user.tenantId, companyId)).map((row) => answerOf(row, names));
  });
}

/** companyQualification/getAllCompanyQualificationByCompanyUuid (002 §7): every row. */
export function allCompanyQualifications(deps: CompanyRecordDeps, user: AuthUser, companyId: string) {
  return readQualifications(deps, user, companyId, findCompanyQualifications);
}

/** …/getLatestCompanyQualificationByCompanyUuid: the newest row of each category and type. */
export function latestCompanyQualifications(deps: CompanyRecordDeps, user: AuthUser, companyId: string) {
  return readQualifications(deps, user, companyId, findLatestCompanyQualifications);
}

/** The company's effective qualifications with their names, for the form validator's facts. */
export async function heldQualificationsOf(
  tx: Executor,
  tenantId: string,
  companyId: string,
): Promise<HeldQualification[]> {
  const held = await findEffectiveCompanyQualifications(tx, tenantId, companyId);
  if (held.length === 0) return [];
  const names = await qualificationNames(tx, tenantId);
  return held.map((row) => {
    const answer = answerOf(row, names);
    const { id, qualificationCategory, qualificationCategoryName, maketRole, maketRoleName } = answer;
    return { id, qualificationCategory, qualificationCategoryName, maketRole, maketRoleName };
  });
}

const orNull = (value: string | undefined): string | null =>
  value === undefined || value.trim() === '' ? null : value.trim();

/**
 * Writes the rows a business grants (its completion effect, in its transaction): rows without an
 * id are added; rows with an id are the company's own and stay as they are. The rows were checked
 * by the form validator against the effective ones; a concurrent grant of the same effective
 * qualification fails on the unique index and rolls the caller back.
 */
export async function recordCompanyQualifications(
  tx: Executor,
  input: {
    tenantId: string;
    companyId: string;
    applicationId: string | null;
    rows: readonly QualificationRow[];
  },
): Promise<number> {
  const added = input.rows.filter((row) => orNull(row.id) === null);
  await insertCompanyQualifications(
    tx,
    added.map((row) => ({
      tenantId: input.tenantId,
      companyId: input.companyId,
      applicationId: input.applicationId,
      qualificationCategory: String(row.qualificationCategory),
      maketRole: String(row.maketRole),
      qualificationCode: orNull(row.qualificationCode),
      certificationDoc: orNull(row.roleQualificationCertificationDoc),
      qualificationAuthenticator: orNull(row.qualificationAuthenticator),
      certificationTime: orNull(row.certificationTime),
      qualificationReviewer: orNull(row.qualificationReviewer),
      reviewTime: orNull(row.reviewTime),
      qualificationStatus: row.qualificationStatus === '0' ? '0' : '1',
      certificationDescription: orNull(row.certificationDescription),
    })),
  );
  return added.length;
}
