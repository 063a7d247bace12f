import {
  FINANCIAL_DATA_WIDGET,
  type OptionItem,
  PATENT_LIST_WIDGET,
  PATENT_TABLE_WIDGET,
  QUALIFICATION_WIDGET,
  SERVICE_INFORMATION_WIDGET,
  VOUCHER_TABLE_WIDGET,
} from '@rer/domain';
import { registerBusinessFormParts } from '../../businesses';
import {
  loadShowPlates,
  SHOWCASE_COMPANY_BEHAVIOUR,
  ShowcaseCompanyBehaviour,
} from '../../businesses/showcase';
import { SRDI_COMPANY_BEHAVIOUR, SrdiCompanyBehaviour } from '../../businesses/srdi-admission';
import { http } from '../../lib/http';
import { dictionaryQuery } from '../../lib/reference-data/dictionary';
import { dictionaryOptions } from '../options/use-form-dictionaries';
import { AmountInWordsWidget } from '../widgets/amount-in-words';
import { AnnualFinancialReportWidget } from '../widgets/annual-financial-report';
import { COMPANY_PREFILL_BEHAVIOUR, CompanyPrefillBehaviour } from '../widgets/company-prefill-behaviour';
import { FinancialDataWidget } from '../widgets/financial-data-form';
import { HolderSearchField } from '../widgets/holder-search-field';
import { PatentListWidget } from '../widgets/patent-list-form';
import { PatentTableWidget } from '../widgets/patent-table';
import { QualificationTableWidget } from '../widgets/qualification-table';
import { ServiceInformationWidget } from '../widgets/service-information-table';
import { VoucherTableWidget } from '../widgets/voucher-table';
import { registerFormBehaviour } from './behaviour-registry';
import { registerOptionEndpoint } from './endpoint-registry';
import { registerFieldImplementation, registerFormWidget } from './widget-registry';

/** 001 §7: member institutions in normal status. */
export const LIST_ALL_MEMBERS_URL = '/api/rem-registrationbizweb/member/listAllMember';

const matches = (keyword: string | undefined) => (item: OptionItem) =>
  keyword === undefined || keyword.trim() === '' || item.label.includes(keyword.trim());

let registered = false;

/**
 * The composition point of the form engine: the common widgets, option endpoints and feature
 * implementations known to this app, and the businesses' own parts (`businesses/index.ts`). Features stay independent of each other; this file wires
 * them into the engine's registries once.
 */
export function registerDefaultFormParts(): void {
  if (registered) return;
  registered = true;
  registerFormWidget('annualFinancialReport', AnnualFinancialReportWidget);
  registerFormWidget('amountInWords', AmountInWordsWidget);
  // 001 §3.17 four-table financial data; its value rules run on both sides (domain company-data).
  registerFormWidget(FINANCIAL_DATA_WIDGET, FinancialDataWidget);
  // 001 §3.18 service information rows; their rules likewise run on both sides.
  registerFormWidget(SERVICE_INFORMATION_WIDGET, ServiceInformationWidget);
  // 001 §3.1 qualification table and §3.5 patents; their rules likewise run on both sides.
  registerFormWidget(QUALIFICATION_WIDGET, QualificationTableWidget);
  registerFormWidget(PATENT_LIST_WIDGET, PatentListWidget);
  registerFormWidget(PATENT_TABLE_WIDGET, PatentTableWidget);
  // 001 §3.6 the voucher download table of 550001 (ADR 51).
  registerFormWidget(VOUCHER_TABLE_WIDGET, VoucherTableWidget);
  registerFieldImplementation('dialogSearch', HolderSearchField);
  // 002 §4 company prefill of the registration and custody forms: fills and locks other fields.
  registerFormBehaviour(COMPANY_PREFILL_BEHAVIOUR, CompanyPrefillBehaviour);
  // 550200's company standing (ADR 81): 该企业已入板，请重新选择 and the former record's prefill.
  registerFormBehaviour(SRDI_COMPANY_BEHAVIOUR, SrdiCompanyBehaviour);
  // 550092 企业展示 (ADR 80): the company check and the show plates of getShowPlateByParam.
  registerFormBehaviour(SHOWCASE_COMPANY_BEHAVIOUR, ShowcaseCompanyBehaviour);
  registerOptionEndpoint('showPlates', {
    description: '展示板块（启用中）',
    async load({ signal, tenantId }) {
      const plates = await loadShowPlates(tenantId, signal);
      return { items: plates.map((p) => ({ value: p.key, label: p.value })), hasMore: false };
    },
  });
  // Each business's widgets and pre-submit checks (550004: share-transfer record selection,
  // 000 §5, and the transferable-shares check, 001 §7), from its own folder (ADR 38).
  registerBusinessFormParts();

  registerOptionEndpoint('industrySuggestions', {
    description: '所属行业（国民经济行业分类门类，按输入筛选）',
    async load({ keyword, queryClient, tenantId }) {
      const items = await queryClient.fetchQuery(dictionaryQuery(tenantId, 'industryGeneral'));
      return { items: dictionaryOptions(items).filter(matches(keyword)).slice(0, 20), hasMore: false };
    },
  });
  registerOptionEndpoint('memberLookup', {
    description: '会员机构（正常状态，按名称筛选）',
    async load({ keyword, signal, page = 1, pageSize = 20 }) {
      const members = await http.getData<{ custno: string; chineseName: string }[]>(LIST_ALL_MEMBERS_URL, {
        signal,
      });
      const items = members.map((m) => ({ value: m.custno, label: m.chineseName })).filter(matches(keyword));
      const start = (page - 1) * pageSize;
      return { items: items.slice(start, start + pageSize), hasMore: start + pageSize < items.length };
    },
  });
}
