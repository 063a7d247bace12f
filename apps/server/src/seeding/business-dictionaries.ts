import { z } from 'zod';
import {
  assertValidDictionaryRows,
  type DictItemNode,
  type DictionarySource,
  type DictRow,
  flattenDictionary,
} from './dictionary-rows.js';
import { loadIndustryCategoryDictionary, loadIndustryGeneralDictionary } from './reference-data.js';
import { readSeedJson } from './seed-data-dir.js';

export const DICT_BIZ_FILE = 'data/dict-biz.json';

const nonBlank = z
  .string()
  .min(1)
  .refine((value) => value.trim() === value && value !== '', { message: 'blank or padded text' });

const dictItemSchema: z.ZodType<DictItemNode> = z.lazy(() =>
  z.strictObject({
    dictKey: nonBlank.max(64),
    dictValue: nonBlank.max(255),
    sort: z.number().int().nonnegative(),
    remark: nonBlank.max(255).optional(),
    isSealed: z.boolean().optional(),
    children: z.array(dictItemSchema).min(1).optional(),
  }),
);

const dictionarySchema = z.strictObject({
  code: z.string().regex(/^[A-Za-z][A-Za-z0-9_.-]*$/),
  name: nonBlank,
  remark: nonBlank.max(255),
  items: z.array(dictItemSchema).min(1),
});

const dictBizFileSchema = z.strictObject({
  version: z.literal(1),
  dictionaries: z.array(dictionarySchema).min(1),
});

/** The hand-written business dictionaries of `data/dict-biz.json`, validated. */
export function loadDictBizSources(): DictionarySource[] {
  return dictBizFileSchema.parse(readSeedJson(DICT_BIZ_FILE)).dictionaries;
}

/**
 * Every `blade_dict_biz` row to seed: the dictionaries of `data/dict-biz.json` followed by the
 * industry dictionaries `industryGeneral` (GB/T 4754-2017) and `industryCategory` (CSRC 2012).
 * Each code starts with its header row (dictKey `-1`). Throws when a code is defined twice,
 * a (code, dictKey) pair repeats, a parentKey does not exist or a value is empty.
 */
export function loadBusinessDictionaries(): DictRow[] {
  const rows = [
    ...loadDictBizSources().flatMap(flattenDictionary),
    ...loadIndustryGeneralDictionary(),
    ...loadIndustryCategoryDictionary(),
  ];
  const headerCodes = rows.filter((row) => row.parentKey === null).map((row) => row.code);
  const repeated = headerCodes.filter((code, index) => headerCodes.indexOf(code) !== index);
  if (repeated.length > 0) throw new Error(`dictionary code defined twice: ${repeated.join(', ')}`);
  assertValidDictionaryRows(rows);
  return rows;
}

/** Every dictionary code the three spec documents name (000 §7, 001 §7, 002 §7). */
export const SPEC_DICTIONARY_CODES: readonly string[] = [
  'organTypeValidator',
  'personCertType',
  'productInfoIdType',
  'shareHolderType',
  'orgHolderType',
  'industryCategory',
  'industryGeneral',
  'qualificationCategory',
  'marketRolesType',
  'financialQualificationType',
  'intermediaryQualification',
  'chPatentsType',
  'chPatentsLegalStatus',
  'projectStatus',
  'certificateType',
  'natureOfShareholder',
  'PledgeHumanType',
  'financingDiretion',
  'natureOfShare',
  'frozenMethod',
  'serviceProviderType',
  'creditEnhancerNature',
  'creditEnhancerMethod',
  'rank',
  'currencyType',
  'enterpriseType2',
  'flow',
];
