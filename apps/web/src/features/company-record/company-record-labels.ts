import { useDictionary } from '../../lib/reference-data';

/** Basic-information fields stored as dictionary keys, shown by their names (公司类型 2 → 股份有限公司). */
const DICTIONARY_OF: Readonly<Record<string, string>> = {
  companyType: 'companyType',
  scaleType: 'enterpriseScale',
  registeredCapitalCurrency: 'currencyType',
  paidInCapitalCurrency: 'currencyType',
};
/** 002 §3: a company's id type is 11, the unified social credit code (ADR 45). */
const ID_TYPES: Readonly<Record<string, string>> = { '11': '统一社会信用代码' };

/** The name of a basic-information value whose field is a dictionary key, else the value itself. */
export function useBasicLabels(): (field: string, value: unknown) => unknown {
  const dictionaries = {
    companyType: useDictionary('companyType').data,
    enterpriseScale: useDictionary('enterpriseScale').data,
    currencyType: useDictionary('currencyType').data,
  } as Record<string, { dictKey: string; dictValue: string }[] | undefined>;
  return (field, value) => {
    if (value === null || value === undefined || value === '') return value;
    if (field === 'idType') return ID_TYPES[String(value)] ?? value;
    const code = DICTIONARY_OF[field];
    if (!code) return value;
    return dictionaries[code]?.find((d) => d.dictKey === String(value))?.dictValue ?? value;
  };
}
