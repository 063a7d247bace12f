import type { CompanyInfoAnswer } from '@rer/contracts';
import { listFields, yuanToWanYuan } from '@rer/domain';
import { useEffect, useMemo, useRef } from 'react';
import {
  type CompanyElement,
  DEFAULT_COMPANY_FIELD_MAP,
  type PrefillFormPort,
  useCompanyPrefill,
} from '../../features/company';
import { readSession } from '../../lib/session';
import type { FormBehaviourApi, FormBehaviourProps } from '../engine/behaviours';

/** The schema name of the company prefill behaviour (ADR 50). */
export const COMPANY_PREFILL_BEHAVIOUR = 'companyPrefill';

/** The fields that name the company (002 §4: choosing a name or ID reloads). */
const ELEMENT_FIELDS = ['name', 'idType', 'idNumber'] as const;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

const isEmpty = (value: unknown): boolean =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** The company the form names now. */
export function companyElementOf(api: FormBehaviourApi): CompanyElement {
  const values = api.form.getFieldsValue(ELEMENT_FIELDS as unknown as string[]) as Record<string, unknown>;
  return { name: text(values.name), idType: text(values.idType), idNumber: text(values.idNumber) };
}

/**
 * The record's values as the form holds them: select keys as text, the registered capital in
 * 万元 as the form asks it (the record keeps yuan; ADR 45, 002 §5).
 */
export function asFormValues(values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values)) {
    if (field === 'registeredCapital' && (typeof value === 'string' || typeof value === 'number'))
      out[field] = yuanToWanYuan(String(value));
    else out[field] = typeof value === 'number' ? String(value) : value;
  }
  return out;
}

/**
 * `companyPrefill` (002 §4, §5, §8; ADR 46, 50): declared on the fields that name the company.
 * When the user leaves one of them with a company named that differs from the one last loaded,
 * the company fields reset and reload (useCompanyPrefill); the role and holder locks reach the
 * other fields of the form; already in custody and failures are the hook's.
 */
export function CompanyPrefillBehaviour({ fields, api }: FormBehaviourProps) {
  // Only the fields this form has: a fetched value for a field it lacks would be submitted.
  const fieldMap = useMemo(() => {
    const props = new Set(listFields(api.schema).map(({ field }) => field.prop));
    return Object.fromEntries(
      Object.entries(DEFAULT_COMPANY_FIELD_MAP).filter(([field]) => props.has(field)),
    ) as Record<string, keyof CompanyInfoAnswer>;
  }, [api.schema]);
  const port = useMemo<PrefillFormPort>(
    () => ({
      resetFields: (names) => {
        // antd remounts a field it resets: a select the user has just clicked to leave the name
        // would close at once. Fields still empty need no reset.
        const filled = (names ?? Object.keys(fieldMap)).filter(
          (name) => !isEmpty(api.form.getFieldValue(name)),
        );
        if (filled.length > 0) api.resetFields(filled);
      },
      setFieldsValue: (values) => api.setValues(asFormValues(values)),
    }),
    [api, fieldMap],
  );
  const chooser = fields.includes('name') ? 'name' : (fields[0] ?? 'name');
  const prefill = useCompanyPrefill({
    form: port,
    staff: readSession().landingMode === 'mgr',
    fieldMap,
    chooser,
  });
  const lockKey = prefill.locked.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the list's content.
  useEffect(() => api.setLocks(prefill.locked), [api, lockKey]);

  const loaded = useRef(JSON.stringify(companyElementOf(api)));
  const { choose } = prefill;
  useEffect(
    () =>
      api.onCommit((prop) => {
        if (!fields.includes(prop)) return;
        const element = companyElementOf(api);
        const key = JSON.stringify(element);
        if (key === loaded.current || (!element.name && !element.idNumber)) return;
        loaded.current = key;
        void choose(element).then(() => {
          // What the company filled (its ID, its name) is the company now loaded.
          loaded.current = JSON.stringify(companyElementOf(api));
        });
      }),
    [api, fields, choose],
  );
  return null;
}
