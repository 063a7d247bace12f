import type { CompanyInfoAnswer, Envelope, RefCompanyData } from '@rer/contracts';
import {
  ALREADY_IN_CUSTODY_PATH,
  alreadyInCustodyMessage,
  flagOn,
  holderStatusBlocks,
  isInCustody,
  PREFILL_FAILURE_TITLE,
  prefillFailureMessage,
  prefillLockedFields,
  prefillRoleFlag,
} from '@rer/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { appConfig } from '../../lib/config';
import { message, modal } from '../../lib/feedback';
import { http, isCancelledError } from '../../lib/http';
import { dictionaryQuery } from '../../lib/reference-data/dictionary';
import { readSession } from '../../lib/session';
import { useCloseThisTab } from '../../lib/shell/use-page-tab';

/** The calls of 002 §7 the prefill makes (ADR 46). */
export const COMPANY_PREFILL_URLS = {
  companyAndLegal: '/api/rem-registrationbizweb/company/getCompanyAndLegalInfo',
  companyAndLegalMgr: '/api/rem-registrationmgrweb/company/getCompanyAndLegalInfoMgr',
  refCompanyData: '/api/rem-registrationbizweb/company/queryRefCompanyData',
} as const;

/** Form field → companyInfo key: the registration form's names (002 §3 Registration form). */
export const DEFAULT_COMPANY_FIELD_MAP: Readonly<Record<string, keyof CompanyInfoAnswer>> = {
  name: 'name',
  idType: 'idType',
  idNumber: 'idNumber',
  code: 'code',
  companyUuid: 'uuid',
  shortName: 'shortName',
  companyType: 'companyType',
  registryDate: 'registryDate',
  registeredCapital: 'registeredCapital',
  registeredAddress: 'registeredAddress',
  province: 'provinceCode',
  city: 'cityCode',
  district: 'districtCode',
  industryGeneralKey: 'industryKey',
};

/** What the hook needs of a form: antd's FormInstance (or a FormController's `form`) fits. */
export interface PrefillFormPort {
  resetFields(fields?: string[]): void;
  setFieldsValue(values: Record<string, unknown>): void;
}

/** The company the user chose: its name and/or ID type and number. */
export interface CompanyElement {
  name?: string | undefined;
  idType?: string | undefined;
  idNumber?: string | undefined;
}

export interface CompanyPrefillOptions {
  form: PrefillFormPort;
  /** Staff pages call getCompanyAndLegalInfoMgr; others getCompanyAndLegalInfo. */
  staff?: boolean;
  fieldMap?: Readonly<Record<string, keyof CompanyInfoAnswer>>;
  /** The field the company is chosen with: never locked, cleared on failure (default `name`). */
  chooser?: string;
}

export type PrefillOutcome =
  | { kind: 'filled'; companyInfo: CompanyInfoAnswer | null; facts: RefCompanyData; locked: string[] }
  | { kind: 'in-custody'; message: string }
  | { kind: 'failed'; message: string }
  | { kind: 'superseded' };

interface LegalAnswer {
  companyInfo: CompanyInfoAnswer | null;
  legalInfo: Record<string, unknown> | null;
  role: { hasRole: number; isRegister?: number };
}

class PrefillFailure extends Error {}

async function call<T>(url: string, element: CompanyElement): Promise<T> {
  let answer: Envelope<T>;
  try {
    answer = await http.get<T>(url, {
      // The refusal is shown once, in the 提示 confirm, not also as a toast.
      showsOwnRefusal: true,
      params: {
        companyName: element.name || undefined,
        companyIdType: element.idType || undefined,
        companyIdNumber: element.idNumber || undefined,
      },
    });
  } catch (error) {
    if (isCancelledError(error)) throw error;
    throw new PrefillFailure(error instanceof Error ? error.message : '');
  }
  if (!answer.success) throw new PrefillFailure(answer.msg);
  return answer.data;
}

/** The values of the mapped fields the company info fills (null and empty values are not fetched). */
function fetchedValues(
  info: CompanyInfoAnswer | null,
  map: Readonly<Record<string, keyof CompanyInfoAnswer>>,
): Record<string, unknown> {
  if (!info) return {};
  return Object.fromEntries(
    Object.entries(map)
      .map(([field, key]) => [field, info[key]] as const)
      .filter(([, value]) => value !== null && value !== undefined && value !== ''),
  );
}

/**
 * The company prefill of the registration and custody forms (002 §4, §5, §8; ADR 46). `choose`
 * resets the form's company fields, reloads them from the company and legal info, and applies the
 * locks of the role facts (`locked`); a company already in custody shows 该企业【…】已托管, closes
 * the tab and goes to /wel/index; a failed call shows the 提示 confirm (no cancel) with the
 * server's message and clears the chooser field.
 */
export function useCompanyPrefill(options: CompanyPrefillOptions) {
  const { form, staff = false, fieldMap = DEFAULT_COMPANY_FIELD_MAP, chooser = 'name' } = options;
  const navigate = useNavigate();
  const closeTab = useCloseThisTab();
  const queryClient = useQueryClient();
  const [state, setState] = useState<{
    loading: boolean;
    facts: RefCompanyData | null;
    locked: string[];
  }>({ loading: false, facts: null, locked: [] });
  const [holderLocks, setHolderLocks] = useState<string[]>([]);
  const latest = useRef(0);

  /** The ID type's name in the organTypeValidator dictionary (cached), else its key. */
  const idTypeName = useCallback(
    async (key: string) => {
      const tenantId = readSession().tenantId ?? appConfig.defaultTenantId;
      const items = await queryClient
        .fetchQuery(dictionaryQuery(tenantId, 'organTypeValidator'))
        .catch(() => []);
      return items.find((item) => item.dictKey === key)?.dictValue ?? key;
    },
    [queryClient],
  );

  const filledByCompany = useRef<string[]>([]);
  const choose = useCallback(
    async (element: CompanyElement): Promise<PrefillOutcome> => {
      const run = ++latest.current;
      const fields = Object.keys(fieldMap);
      // What the previous company filled goes; what the user typed for a company not on record stays
      // (a company type chosen before the ID was typed must not vanish when the ID is left).
      if (filledByCompany.current.length > 0) form.resetFields(filledByCompany.current);
      filledByCompany.current = [];
      form.setFieldsValue(
        Object.fromEntries(
          Object.entries({ name: element.name, idType: element.idType, idNumber: element.idNumber })
            .filter(([field, value]) => value !== undefined && fields.includes(field))
            .map(([field, value]) => [field, value]),
        ),
      );
      setState({ loading: true, facts: null, locked: [] });
      try {
        const legal = await call<LegalAnswer>(
          staff ? COMPANY_PREFILL_URLS.companyAndLegalMgr : COMPANY_PREFILL_URLS.companyAndLegal,
          element,
        );
        if (run !== latest.current) return { kind: 'superseded' };
        const info = legal.companyInfo;
        if (isInCustody(info) || flagOn(legal.role.isRegister)) {
          const text = alreadyInCustodyMessage({
            name: info?.name ?? element.name ?? '',
            idType: await idTypeName(info?.idType ?? element.idType ?? ''),
            idNumber: info?.idNumber ?? element.idNumber ?? '',
          });
          message.warning(text);
          setState({ loading: false, facts: null, locked: [] });
          closeTab();
          void navigate(ALREADY_IN_CUSTODY_PATH);
          return { kind: 'in-custody', message: text };
        }
        const facts = await call<RefCompanyData>(COMPANY_PREFILL_URLS.refCompanyData, element);
        if (run !== latest.current) return { kind: 'superseded' };
        const values = fetchedValues(info, fieldMap);
        form.setFieldsValue(values);
        filledByCompany.current = Object.keys(values);
        const locked = prefillLockedFields({ facts, fetched: Object.keys(values), chooser });
        setState({ loading: false, facts, locked });
        return { kind: 'filled', companyInfo: info, facts, locked };
      } catch (error) {
        // A request cancelled (route change) or overtaken by a newer choice ends quietly.
        if (isCancelledError(error) || run !== latest.current) return { kind: 'superseded' };
        if (!(error instanceof PrefillFailure)) throw error;
        const text = prefillFailureMessage(error.message);
        form.setFieldsValue({ [chooser]: undefined });
        setState({ loading: false, facts: null, locked: [] });
        modal.error({ title: PREFILL_FAILURE_TITLE, content: text, okCancel: false });
        return { kind: 'failed', message: text };
      }
    },
    [form, staff, fieldMap, chooser, idTypeName, closeTab, navigate],
  );

  /** 002 §4 holder account status in prefill: status 2 leaves the field open, any other disables it. */
  const applyHolderStatus = useCallback((field: string, status: number | string | null | undefined) => {
    setHolderLocks((current) => {
      const rest = current.filter((f) => f !== field);
      return holderStatusBlocks(status) ? [...rest, field] : rest;
    });
  }, []);

  const locked = [...state.locked, ...holderLocks.filter((f) => !state.locked.includes(f))];
  return {
    choose,
    applyHolderStatus,
    loading: state.loading,
    facts: state.facts,
    roleFlag: state.facts ? prefillRoleFlag(state.facts) : false,
    locked,
    isLocked: (field: string) => locked.includes(field),
  };
}
