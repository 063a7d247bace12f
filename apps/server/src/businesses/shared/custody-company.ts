import { companyRecordUpdateBody } from '@rer/contracts';
import {
  identityKeyOfHolder,
  registeredCapitalShares,
  validateHolderName,
  validateUnifiedSocialCreditCode,
} from '@rer/domain';
import { formText } from './register-changes.js';

/**
 * The company a custody application names (550001 / 550114, ADR 48), read from the form's
 * 企业基本信息 group into the company record's 基本信息 (ADR 45): name, shortName, companyType
 * (1 有限责任公司, 2 股份有限公司, 3 有限合伙企业), idType (11 统一社会信用代码), idNumber,
 * registryDate, registeredCapital (万元 on the form, yuan in the record: ×10000, 002 §5),
 * registeredAddress, contactPhone; shareholdersNumber is counted from holderInfo.
 */
export interface CustodyCompany {
  creditCode: string;
  basic: Record<string, unknown>;
}

const OPTIONAL_TEXT = ['shortName', 'registryDate', 'registeredAddress', 'contactPhone'] as const;
const PLACEHOLDER_ID = '00000000-0000-4000-8000-000000000000';

export function custodyCompanyOf(
  form: Record<string, unknown>,
): CustodyCompany | { field: string; message: string } {
  const name = formText(form.name);
  const nameCheck = validateHolderName(name);
  if (!nameCheck.ok) return { field: 'name', message: `企业名称：${nameCheck.message}` };
  const idType = formText(form.idType) || '11';
  if (idType !== '11')
    return { field: 'idType', message: '证件类型：企业证件类型应为统一社会信用代码（11）' };
  const creditCode = formText(form.idNumber).toUpperCase();
  const code = validateUnifiedSocialCreditCode(creditCode);
  if (!code.ok) return { field: 'idNumber', message: `证件号码：${code.message}` };
  const companyType = Number(formText(form.companyType));
  if (![1, 2, 3].includes(companyType))
    return { field: 'companyType', message: '公司类型：请选择有限责任公司、股份有限公司或有限合伙企业' };
  const shares = registeredCapitalShares(form.registeredCapital);
  if (typeof shares !== 'bigint') return shares;
  const holders = Array.isArray(form.holderInfo) ? (form.holderInfo as Record<string, unknown>[]) : [];
  const basic: Record<string, unknown> = {
    name,
    companyType,
    idType,
    idNumber: creditCode,
    // One share per yuan: the 万元 figure ×10000 is the yuan of the record.
    registeredCapital: shares.toString(),
    shareholdersNumber: new Set(
      holders.map((h) => identityKeyOfHolder(formText(h.certType), formText(h.certificateNo).toUpperCase())),
    ).size,
  };
  for (const key of OPTIONAL_TEXT) if (formText(form[key])) basic[key] = formText(form[key]);
  const parsed = companyRecordUpdateBody.safeParse({ companyId: PLACEHOLDER_ID, recordVersion: 1, basic });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { field: String(issue.path.at(-1) ?? 'basic'), message: issue.message };
  }
  return { creditCode, basic };
}
