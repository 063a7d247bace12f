import { heldDuplicateOf, type QualificationRow } from '@rer/domain';
import { heldQualificationsOf, recordCompanyQualifications } from '../../modules/company/index.js';
import type { Tx } from '../../platform/db/database.js';

/** The form field of 550001's qualification table (ADR 47: widget `qualificationTable`). */
export const CUSTODY_QUALIFICATIONS_PROP = 'qualificationList';

/**
 * 550001's completion writes the qualifications its application grants (ADR 47, 48), in the
 * approving transaction: the table's rows without an id (an id is a row the company holds), less
 * those the company already holds effective — a company the platform knew files without its
 * uuid, so its held rows were not compared at submit. The flow's default row of 002 §6
 * (processType 3 → 金融资质, type chosen by the applicant) is one of the table's rows. Answers
 * how many rows were written.
 */
export async function grantCustodyQualifications(
  tx: Tx,
  input: {
    tenantId: string;
    companyId: string;
    applicationId: string;
    form: Record<string, unknown>;
  },
): Promise<number> {
  const list = input.form[CUSTODY_QUALIFICATIONS_PROP];
  if (!Array.isArray(list) || list.length === 0) return 0;
  const held = await heldQualificationsOf(tx, input.tenantId, input.companyId);
  const rows = (list as QualificationRow[]).filter(
    (row) => heldDuplicateOf(row as Record<string, unknown>, held) === undefined,
  );
  return recordCompanyQualifications(tx, {
    tenantId: input.tenantId,
    companyId: input.companyId,
    applicationId: input.applicationId,
    rows,
  });
}
