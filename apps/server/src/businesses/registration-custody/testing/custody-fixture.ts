import { randomUUID } from 'node:crypto';
import { organizationCodeCheckChar, unifiedSocialCreditCheckChar } from '@rer/domain';

/**
 * Generated fake data of custody applications (550001 / 550114, ADR 48) for tests and the
 * benchmark: unified social credit codes and ID numbers that pass their check characters and
 * belong to nobody.
 */
export function fakeUscc(n: number): string {
  const body = `T${String(n).padStart(7, '0')}`;
  const first17 = `91210200${body}${organizationCodeCheckChar(body)}`;
  return `${first17}${unifiedSocialCreditCheckChar(first17)}`;
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
/** A fake 18-digit ID number (Beijing Chaoyang, born 1970 onwards), distinct for n < 3,650,000. */
export function fakePersonId(n: number): string {
  const birth = new Date(Date.UTC(1970, 0, 1) + Math.floor(n / 1000) * 86_400_000);
  const ymd = birth.toISOString().slice(0, 10).replace(/-/g, '');
  const first17 = `110105${ymd}${String(n % 1000).padStart(3, '0')}`;
  const sum = [...first17].reduce((s, d, i) => s + Number(d) * ID_WEIGHTS[i]!, 0);
  return `${first17}${'10X98765432'[sum % 11]}`;
}

export interface CustodyFormOptions {
  companyNo: number;
  holders: number;
  /** Shares per holder; the registered capital is holders × this / 10000 万元. */
  sharesEach?: number;
  pledged?: number;
  frozen?: number;
  restricted?: number;
  /** The qualification table's rows (550001, ADR 47); none when absent. */
  qualifications?: Record<string, string>[];
}

/**
 * Qualification rows 550001 may grant (orgregister mode, 001 §6: market role 2 挂牌企业 and 5
 * 会员机构 are not disabled), with the names the widget sends: one effective with its certificate,
 * one ineffective.
 */
export const CUSTODY_QUALIFICATIONS: readonly Record<string, string>[] = [
  {
    qualificationCategory: '1',
    qualificationCategoryName: '市场角色',
    maketRole: '2',
    maketRoleName: '挂牌企业',
    qualificationStatus: '1',
    qualificationCode: 'GP-CUSTODY-1',
    certificationTime: '2024-03-01',
  },
  { qualificationCategory: '1', maketRole: '5', qualificationStatus: '0' },
];

/** The i-th holder row (persons; every tenth an organisation with an "other" certificate). */
export function holderRow(i: number, sharesEach: number): Record<string, string> {
  const person = i % 10 !== 0;
  return {
    organType: person ? '2' : '1',
    holderName: person ? `测试股东${i}` : `测试法人股东${i}有限公司`,
    certType: person ? '1' : '19',
    certificateNo: person ? fakePersonId(i) : `ORG${String(i).padStart(8, '0')}`,
    shareNature: person ? '4' : '3',
    quantity: String(sharesEach),
  };
}

/** A valid custody form of generated holders, some pledged, frozen and restricted. */
export function custodyForm(options: CustodyFormOptions): Record<string, unknown> {
  const sharesEach = options.sharesEach ?? 10_000;
  const holderInfo = Array.from({ length: options.holders }, (_, i) => holderRow(i + 1, sharesEach));
  const ref = (i: number) => {
    const h = holderInfo[i]!;
    return {
      certType: h.certType,
      certificateNo: h.certificateNo,
      holderName: h.holderName,
      shareNature: h.shareNature,
    };
  };
  const total = BigInt(options.holders) * BigInt(sharesEach);
  return {
    name: `测试托管企业${options.companyNo}股份有限公司`,
    companyType: '2',
    idType: '11',
    idNumber: fakeUscc(options.companyNo),
    registryDate: '2020-05-01',
    registeredCapital: `${total / 10_000n}.${(total % 10_000n).toString().padStart(4, '0')}`,
    registeredAddress: '辽宁省大连市测试路1号',
    holderInfo,
    pledgeInfo: Array.from({ length: options.pledged ?? 0 }, (_, i) => ({
      ...ref(i),
      quantity: String(Math.floor(sharesEach / 2)),
      pledgeeName: '测试质权银行',
    })),
    freezeInfo: Array.from({ length: options.frozen ?? 0 }, (_, i) => ({
      ...ref(i + 1),
      quantity: String(Math.floor(sharesEach / 4)),
      court: '测试人民法院',
      documentNo: `（2025）测执${i + 1}号`,
      startsOn: '2025-01-01',
      endsOn: '2030-12-31',
    })),
    restInfo: Array.from({ length: options.restricted ?? 0 }, (_, i) => ({
      ...ref(i + 2),
      quantity: String(Math.floor(sharesEach / 4)),
    })),
    ...(options.qualifications === undefined ? {} : { qualificationList: options.qualifications }),
    attachments: { businessLicense: [{ attachId: randomUUID(), originalName: '营业执照.pdf' }] },
  };
}
