import { custodyVoucherKind } from '@rer/domain';

/** What the custody vouchers (ADR 51) are filled from: the application's company and register. */
export interface CustodyHolderFact {
  holderName: string;
  holderType: string;
  certType: string;
  certificateNo: string;
  shareNature: string;
  quantity: string;
  ratio: string;
  mobile: string;
}

export interface CustodyVoucherFacts {
  marketName: string;
  bizSn: string;
  /** yyyy-MM-dd (China) the vouchers were generated. */
  date: string;
  applicantName: string;
  company: {
    name: string;
    shortName: string;
    typeName: string;
    creditCode: string;
    registryDate: string;
    /** 万元 as written on the form. */
    registeredCapital: string;
    registeredAddress: string;
    contactPhone: string;
  };
  /** The holders, read lazily (the register may hold 10,000 rows). */
  holders: () => Iterable<CustodyHolderFact>;
  holderCount: number;
  /** Σ quantity in shares (grouped). */
  totalShares: string;
  pledges: number;
  freezes: number;
  restrictions: readonly { holderName: string; certificateNo: string; quantity: string; endsOn: string }[];
  contributions: readonly { holderName: string; subscribed: string; paid: string; paidDate: string }[];
}

export type CustodyCompanyKind = 'jointStock' | 'limited';

/** companyType 2 → the joint-stock set; 1 and 3 → the limited set (the domain's rule). */
export function custodyCompanyKind(companyType: unknown): CustodyCompanyKind {
  return custodyVoucherKind(companyType);
}
