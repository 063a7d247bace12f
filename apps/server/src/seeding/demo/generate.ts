import {
  chineseIdCheckDigit,
  luhnCheckDigit,
  MAINLAND_PROVINCE_CODES,
  organizationCodeCheckChar,
  USCC_CHARSET,
  unifiedSocialCreditCheckChar,
} from '@rer/domain';
import { digits, pick, pickIndex, pickSkewed, type Random } from './random.js';
import {
  BRAND_WORDS,
  COMPANY_FORMS,
  COMPOUND_SURNAMES,
  GIVEN_CHARACTERS,
  INDUSTRY_WORDS,
  MEMBER_WORDS,
  NUMERALS,
  PRODUCT_WORDS,
  SURNAMES,
} from './word-lists.js';

/** Regions of the seeded `region` table the generator draws from. */
export interface DemoRegions {
  /** County-level codes (6 digits) of mainland provinces: ID number and USCC address codes. */
  countyCodes: string[];
  /** City names without their 市/地区/自治州 suffix, for company names. */
  cityNames: string[];
}

/** Deterministic uuids per kind and index (`5eed000k-…`), so a rerun inserts nothing twice. */
export const DEMO_UUID_KINDS = { company: 1, holder: 2, member: 3, product: 4 } as const;
export function demoUuid(kind: keyof typeof DEMO_UUID_KINDS, index: number): string {
  return `5eed000${DEMO_UUID_KINDS[kind]}-0000-4000-8000-${index.toString(16).padStart(12, '0')}`;
}

/** A unique organisation-code body per (kind letter, index): M + kind + 6 base-31 characters. */
function organisationBody(kindLetter: string, index: number): string {
  let n = index;
  let out = '';
  for (let i = 0; i < 6; i++) {
    out = USCC_CHARSET[n % 31] + out;
    n = Math.floor(n / 31);
  }
  return `M${kindLetter}${out}`;
}

/** A fake USCC with valid check characters: 91 (enterprise), a real county code, a unique body. */
export function generateCreditCode(regionCode: string, kindLetter: string, index: number): string {
  const body = organisationBody(kindLetter, index);
  const first17 = `91${regionCode}${body}${organizationCodeCheckChar(body)}`;
  return first17 + unifiedSocialCreditCheckChar(first17);
}

/** A fake 18-digit ID number: real county code, a birth date 1950–2005, valid check digit. */
export function generateIdNumber(random: Random, regionCode: string): string {
  const year = 1950 + pickIndex(random, 56);
  const month = 1 + pickIndex(random, 12);
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = 1 + pickIndex(random, days);
  const first17 = `${regionCode}${year}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}${digits(random, 3)}`;
  return first17 + chineseIdCheckDigit(first17);
}

/** `1` + 3–9 + nine random digits. */
export function generateMobile(random: Random): string {
  return `1${3 + pickIndex(random, 7)}${digits(random, 9)}`;
}

/** A 19-digit UnionPay-like (62) card number with its Luhn digit. */
export function generateBankCard(random: Random): string {
  const payload = `62${digits(random, 16)}`;
  return payload + luhnCheckDigit(payload);
}

export function generatePersonName(random: Random): string {
  const surname = random() < 0.01 ? pick(random, COMPOUND_SURNAMES) : pickSkewed<string>(random, SURNAMES);
  const given =
    pick<string>(random, GIVEN_CHARACTERS) + (random() < 0.7 ? pick<string>(random, GIVEN_CHARACTERS) : '');
  return surname + given;
}

export interface DemoCompany {
  uuid: string;
  name: string;
  shortName: string;
  creditCode: string;
  companyType: 1 | 2 | 3;
}

export function generateCompany(random: Random, regions: DemoRegions, index: number): DemoCompany {
  const city = pick(random, regions.cityNames);
  const brand = pick(random, BRAND_WORDS);
  const industry = pick(random, INDUSTRY_WORDS);
  const form = pick(random, COMPANY_FORMS);
  return {
    uuid: demoUuid('company', index),
    name: `${city}${brand}${industry}${form.suffix}`,
    shortName: `${brand}${industry}`.slice(0, 8),
    creditCode: generateCreditCode(pick(random, regions.countyCodes), 'A', index),
    companyType: form.companyType,
  };
}

export interface DemoHolder {
  uuid: string;
  accountNumber: string;
  organType: 1 | 2 | 3;
  holderName: string;
  certType: string;
  certificateNo: string;
  mobile: string | null;
  capitalAccount: string | null;
  userCode: string;
  status: number;
  companyId: string | null;
  holderType: 1 | 2;
  productType: string | null;
  isSign: 0 | 1;
}

/** Cert types of the demo data (dictionary personCertType / orgHolderType): 1 ID card, 6 USCC. */
export const CERT_TYPE_ID_CARD = '1';
export const CERT_TYPE_USCC = '6';

function holderStatus(random: Random): number {
  const r = random();
  return r < 0.9 ? 1 : r < 0.94 ? 0 : r < 0.97 ? 2 : 3;
}

/** 85 % personal, 12 % institutional, 3 % product accounts; 90 % shareholders, 10 % creditors. */
export function generateHolder(
  random: Random,
  options: { regions: DemoRegions; index: number; companies: DemoCompany[] },
): DemoHolder {
  const { regions, index, companies } = options;
  const company = companies.length > 0 ? pick(random, companies) : null;
  const r = random();
  const organType: 1 | 2 | 3 = r < 0.85 ? 2 : r < 0.97 ? 1 : 3;
  const region = pick(random, regions.countyCodes);
  let holderName: string;
  let certificateNo: string;
  if (organType === 2) {
    holderName = generatePersonName(random);
    certificateNo = generateIdNumber(random, region);
  } else if (organType === 1) {
    holderName = `${pick(random, regions.cityNames)}${pick(random, BRAND_WORDS)}${pick(random, INDUSTRY_WORDS)}有限公司`;
    certificateNo = generateCreditCode(region, 'C', index);
  } else {
    holderName = `${pick(random, BRAND_WORDS)}${NUMERALS[pickIndex(random, 10)]}号${pick(random, PRODUCT_WORDS)}`;
    certificateNo = generateCreditCode(region, 'D', index);
  }
  return {
    uuid: demoUuid('holder', index),
    accountNumber: `G${String(index).padStart(10, '0')}`,
    organType,
    holderName,
    certType: organType === 2 ? CERT_TYPE_ID_CARD : CERT_TYPE_USCC,
    certificateNo,
    mobile: organType === 3 && random() < 0.5 ? null : generateMobile(random),
    capitalAccount: random() < 0.6 ? generateBankCard(random) : null,
    // UG…, as G… account numbers: never one of the hand-made demo investors' U… user codes (a
    // user code names one investor; a shared one would mix two investors' transfer records).
    userCode: `UG${String(index).padStart(9, '0')}`,
    status: holderStatus(random),
    companyId: company?.uuid ?? null,
    holderType: random() < 0.9 ? 1 : 2,
    productType: organType === 3 ? String(1 + pickIndex(random, 3)) : random() < 0.5 ? '1' : '2',
    isSign: random() < 0.7 ? 1 : 0,
  };
}

export interface DemoMember {
  id: string;
  custno: string;
  chineseName: string;
  certificateNo: string;
}

export function generateMember(random: Random, regions: DemoRegions, index: number): DemoMember {
  return {
    id: demoUuid('member', index),
    custno: `M${String(index).padStart(6, '0')}`,
    chineseName: `${pick(random, regions.cityNames)}${pick(random, BRAND_WORDS)}${NUMERALS[index % 10]}${pick(random, MEMBER_WORDS)}`,
    certificateNo: generateCreditCode(pick(random, regions.countyCodes), 'B', index),
  };
}

/** Keeps only mainland county codes (ID numbers and USCCs must name a mainland province). */
export function toDemoRegions(rows: { code: string; level: number; name: string }[]): DemoRegions {
  const countyCodes = rows
    .filter((r) => r.level === 3 && MAINLAND_PROVINCE_CODES.has(r.code.slice(0, 2)) && !r.code.endsWith('00'))
    .map((r) => r.code);
  const cityNames = rows
    .filter((r) => r.level === 2 && MAINLAND_PROVINCE_CODES.has(r.code.slice(0, 2)) && /市$/.test(r.name))
    .map((r) => r.name.replace(/市$/, ''))
    .filter((name) => name.length >= 2 && name.length <= 4);
  if (countyCodes.length === 0 || cityNames.length === 0)
    throw new Error('地区数据为空：请先加载参考数据（region 表）再生成演示数据');
  return { countyCodes, cityNames };
}
