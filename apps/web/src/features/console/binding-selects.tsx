import type { ConsoleOption } from '@rer/contracts';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { consoleApi } from './api';

type Kind = 'company' | 'holder' | 'product';

/** A select that asks the server for matching companies, holder accounts or products as the user types. */
export function RemoteSelect(props: {
  kind: Kind;
  id?: string;
  value?: string;
  onChange?: (v: string) => void;
  testId?: string;
}) {
  const [options, setOptions] = useState<ConsoleOption[]>([]);
  const load = async (key: string) => setOptions(await consoleApi.options(props.kind, key).catch(() => []));
  return (
    <Select
      id={props.id}
      showSearch
      allowClear
      filterOption={false}
      value={props.value}
      onChange={props.onChange}
      onSearch={(key) => void load(key)}
      onFocus={() => void load('')}
      options={options.map((o) => ({ value: o.id, label: o.label }))}
      style={{ minWidth: 260 }}
      data-testid={props.testId}
    />
  );
}

const accountLabel = (a: { account: string; realName: string }) => `${a.account}（${a.realName}）`;

/**
 * The account whose bindings are shown, found by its account name or real name as the
 * administrator types (an administrator never sees, let alone types, an account's internal id).
 */
export function BindingAccountSelect(props: {
  id?: string;
  value: string;
  onChange: (accountId: string) => void;
}) {
  const [key, setKey] = useState('');
  const found = useQuery({
    queryKey: ['console', 'binding-accounts', key],
    queryFn: ({ signal }) => consoleApi.accounts({ name: key, current: 1, size: 20 }, signal),
  });
  // The account already chosen (from 账号管理's 绑定) is named even when the search does not list it.
  const chosen = useQuery({
    queryKey: ['console', 'account', props.value],
    queryFn: ({ signal }) => consoleApi.account(props.value, signal),
    enabled: props.value !== '',
  });
  const options = (found.data?.records ?? []).map((a) => ({ value: a.id, label: accountLabel(a) }));
  if (chosen.data && !options.some((o) => o.value === props.value))
    options.unshift({ value: props.value, label: accountLabel(chosen.data) });
  return (
    <Select
      id={props.id}
      showSearch
      filterOption={false}
      placeholder="输入账号或姓名查找"
      value={props.value === '' ? undefined : props.value}
      onSearch={setKey}
      onChange={(v: string) => props.onChange(v)}
      options={options}
      loading={found.isFetching}
      style={{ width: 340 }}
      data-testid="binding-account"
    />
  );
}
