import type { CompanyRecordUpdateBody } from '@rer/contracts';
import { isUnifiedSocialCreditCode, paidInExceedsRegistered, recordFieldLabel, tierKeys } from '@rer/domain';
import type { Executor } from '../../platform/db/database.js';
import { validationFailure } from '../../platform/http/validation-message.js';
import { findAllDictionaryItems, regionChainProblem } from '../system/index.js';
import { findCompanyHeadByCreditCode } from './company-record.repository.js';

/**
 * The checks of a record change that need the database or the stored record: dictionary keys
 * of the tenant, the region chain against the region table, and rules across fields (the
 * merged record after the change). A refusal is a 400 naming the field, before anything is
 * written (ADR 45).
 */

interface Refusal {
  path: string;
  message: string;
}

const DICTIONARY_FIELDS: [path: string, dictionary: string][] = [
  ['basic.industryKey', 'industryGeneral'],
  ['basic.csrcIndustryKey', 'industryCategory'],
  ['basic.registeredCapitalCurrency', 'currencyType'],
  ['basic.paidInCapitalCurrency', 'currencyType'],
  ['basic.scaleType', 'enterpriseScale'],
];

const USCC_ID_TYPE = '11';

function valueAt(body: CompanyRecordUpdateBody, path: string): unknown {
  const [section, key] = path.split('.') as [string, string];
  return ((body as Record<string, unknown>)[section] as Record<string, unknown> | undefined)?.[key];
}

async function dictionaryRefusals(
  tx: Executor,
  tenantId: string,
  body: CompanyRecordUpdateBody,
): Promise<Refusal[]> {
  const refusals: Refusal[] = [];
  const cache = new Map<string, Set<string>>();
  const keysOf = async (code: string) => {
    let keys = cache.get(code);
    if (!keys) {
      keys = new Set((await findAllDictionaryItems(tx, tenantId, code)).map((i) => i.dictKey));
      cache.set(code, keys);
    }
    return keys;
  };
  const check = async (path: string, value: unknown, code: string) => {
    if (typeof value === 'string' && !(await keysOf(code)).has(value))
      refusals.push({
        path,
        message: `${recordFieldLabel(path.replace(/\.\d+\./, '.'))}：${value}不是有效的选项`,
      });
  };
  for (const [path, code] of DICTIONARY_FIELDS) await check(path, valueAt(body, path), code);
  for (const [i, product] of (body.products ?? []).entries())
    await check(`products.${i}.industry`, product.industry, 'industryGeneral');
  const tier = body.layering?.appliedTier;
  if (typeof tier === 'string' && !tierKeys().includes(tier))
    refusals.push({ path: 'layering.appliedTier', message: `申请层级：${tier}不是有效的分层` });
  return refusals;
}

/** The merged value: the change's when it has the field (null clears), else the stored one. */
const merged = (change: Record<string, unknown> | undefined, stored: Record<string, unknown>, key: string) =>
  change && key in change ? (change[key] ?? null) : (stored[key] ?? null);

/** 证件号码 is the company's USCC: valid, and no other company of the tenant's. */
async function idNumberRefusals(tx: Executor, tenantId: string, companyId: string, idNumber: string) {
  const code = idNumber.toUpperCase();
  if (!isUnifiedSocialCreditCode(code))
    return [{ path: 'basic.idNumber', message: '证件号码：请输入正确的统一社会信用代码' }];
  const holder = await findCompanyHeadByCreditCode(tx, tenantId, code);
  return holder && holder.uuid !== companyId
    ? [{ path: 'basic.idNumber', message: '证件号码：该统一社会信用代码已属于其他企业' }]
    : [];
}

async function crossFieldRefusals(
  tx: Executor,
  tenantId: string,
  body: CompanyRecordUpdateBody,
  stored: Record<string, unknown>,
): Promise<Refusal[]> {
  const basic = body.basic as Record<string, unknown> | undefined;
  if (!basic) return [];
  const refusals: Refusal[] = [];
  const companyId = body.companyId;
  const at = (key: string) => merged(basic, stored, key) as string | null;
  if ((at('idType') ?? USCC_ID_TYPE) !== USCC_ID_TYPE)
    refusals.push({ path: 'basic.idType', message: '证件类型：企业证件类型应为统一社会信用代码（11）' });
  if ('idNumber' in basic && basic.idNumber === null)
    refusals.push({ path: 'basic.idNumber', message: '证件号码：不能清空' });
  else if (typeof basic.idNumber === 'string')
    refusals.push(...(await idNumberRefusals(tx, tenantId, companyId, basic.idNumber)));
  const chain = { province: at('provinceCode'), city: at('cityCode'), district: at('districtCode') };
  if (chain.district && !chain.city)
    refusals.push({ path: 'basic.cityCode', message: '所在城市：填写区县时须填写城市' });
  else if (chain.city && !chain.province)
    refusals.push({ path: 'basic.provinceCode', message: '所在省份：填写城市时须填写省份' });
  else {
    const problem = await regionChainProblem(tx, chain);
    if (problem) {
      const path = `basic.${problem}Code`;
      refusals.push({
        path,
        message: `${recordFieldLabel(path)}：${chain[problem]}不是有效的行政区划或不属于上一级`,
      });
    }
  }
  const sameCurrency = (at('registeredCapitalCurrency') ?? 'CNY') === (at('paidInCapitalCurrency') ?? 'CNY');
  if (sameCurrency && paidInExceedsRegistered(at('registeredCapital'), at('paidInCapital')))
    refusals.push({ path: 'basic.paidInCapital', message: '实缴资本（元）：不能大于注册资本' });
  return refusals;
}

/** Throws the 400 naming every refused field (the first five in the message), else returns. */
export async function checkRecordChange(
  tx: Executor,
  tenantId: string,
  body: CompanyRecordUpdateBody,
  storedBasic: Record<string, unknown>,
): Promise<void> {
  const refusals = [
    ...(await dictionaryRefusals(tx, tenantId, body)),
    ...(await crossFieldRefusals(tx, tenantId, body, storedBasic)),
  ];
  if (refusals.length > 0) throw validationFailure('请求体字段', refusals);
}
