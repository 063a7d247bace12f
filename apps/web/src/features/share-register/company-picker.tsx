import type { RegisterCompany } from '@rer/contracts';
import { useQuery } from '@tanstack/react-query';
import { Select, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/use-session';
import { registerApi } from './api';

export interface CompanyPickerProps {
  /** The chosen company (kept in the options while another search is shown). */
  value: RegisterCompany | null;
  onChange: (company: RegisterCompany | null) => void;
  /** Companies that already have a register cannot be chosen (the initial import). */
  withoutRegisterOnly?: boolean;
  id?: string;
}

/** Staff's company choice: name (Chinese substring), credit code or custody code, 20 at a time. */
export function CompanyPicker({ value, onChange, withoutRegisterOnly, id }: CompanyPickerProps) {
  const { t } = useTranslation();
  const account = useSession((s) => s.account);
  const [typed, setTyped] = useState('');
  const [key, setKey] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKey(typed), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const companies = useQuery({
    queryKey: ['share-register', 'companies', account, key],
    queryFn: ({ signal }) => registerApi.companies(key, signal),
    meta: { errorMessage: 'data.fetchFailed' },
  });
  const found = companies.data?.records ?? [];
  const records = value && !found.some((c) => c.companyId === value.companyId) ? [value, ...found] : found;

  return (
    <Select<string>
      id={id}
      showSearch
      allowClear
      value={value?.companyId}
      filterOption={false}
      onSearch={setTyped}
      loading={companies.isFetching}
      placeholder={t('shareRegister.view.companyPlaceholder')}
      style={{ minWidth: 360 }}
      onChange={(next) => onChange(records.find((c) => c.companyId === next) ?? null)}
      options={records.map((c) => ({
        value: c.companyId,
        label: c.name,
        hasRegister: c.hasRegister,
        disabled: withoutRegisterOnly === true && c.hasRegister,
      }))}
      optionRender={(option) => (
        <span>
          {option.label}{' '}
          <Tag color={option.data.hasRegister ? 'blue' : 'default'}>
            {option.data.hasRegister
              ? t('shareRegister.view.hasRegister')
              : t('shareRegister.view.noRegister')}
          </Tag>
        </span>
      )}
    />
  );
}
