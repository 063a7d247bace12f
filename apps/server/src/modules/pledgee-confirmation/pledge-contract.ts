import { buffer } from 'node:stream/consumers';
import type { EContractParty, EContractSigner } from '../../platform/e-contract/e-contract-provider.js';
import { streamVoucherDocument } from '../vouchers/index.js';
import type { PledgeParties } from './pledge-parties.js';

/** natureOfInvestor (001 §9): 1 institution, 3 product sign as organisations; 2 individual as a person. */
const isOrganisation = (nature: string): boolean => nature === '1' || nature === '3';

export function contractParties(parties: PledgeParties): {
  pledgor: EContractParty;
  pledgee: EContractParty;
} {
  return {
    pledgor: {
      kind: isOrganisation(parties.pledgorNature) ? 'org' : 'person',
      name: parties.pledgorName,
      certNo: parties.pledgorCertNo,
      mobile: parties.pledgorMobile,
    },
    pledgee: {
      // zqrCertType 1 is 居民身份证 (a person); other certificates are an organisation's (a bank's).
      kind: parties.pledgeeCertType === '1' ? 'person' : 'org',
      name: parties.pledgeeName,
      certNo: parties.pledgeeCertNo,
      mobile: parties.pledgeeMobile,
    },
  };
}

/** Where each party signs on the contract's first page (points from the lower left of A4). */
export function contractSigners(parties: PledgeParties): EContractSigner[] {
  const { pledgor, pledgee } = contractParties(parties);
  return [
    { party: pledgor, page: 1, x: 160, y: 160 },
    { party: pledgee, page: 1, x: 420, y: 160 },
  ];
}

/** The pledge contract's PDF (股权质押合同), from the application's form. */
export async function pledgeContractPdf(input: {
  bizSn: string;
  companyName: string | null;
  parties: PledgeParties;
  sandbox: boolean;
}): Promise<Buffer> {
  const { parties } = input;
  const { stream, done } = streamVoucherDocument({
    title: '股权质押合同',
    subtitle: `业务编号：${input.bizSn}${input.sandbox ? '（电子合同沙箱，不具法律效力）' : ''}`,
    runningHeader: `股权质押合同 ${input.bizSn}`,
    author: '区域性股权市场登记托管平台',
    blocks: [
      {
        kind: 'fields',
        rows: [
          ['出质人', parties.pledgorName],
          ['质权人', parties.pledgeeName],
          ['标的企业', input.companyName ?? ''],
          ['质押股份数量（股）', parties.quantity ?? ''],
        ],
      },
      {
        kind: 'text',
        text: '出质人以其持有的上述股份向质权人设定质押，双方同意向登记托管机构申请办理股权质押登记；质押自登记之日起设立，解除质押时双方应共同申请办理解除登记。',
      },
      { kind: 'signatures', lines: ['出质人（签章）：', '质权人（签章）：'] },
    ],
  });
  const [bytes] = await Promise.all([buffer(stream), done]);
  return bytes;
}
