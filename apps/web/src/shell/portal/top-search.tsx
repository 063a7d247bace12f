import { AutoComplete, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '../../lib/identity/api';
import { menuTarget, topSearchOptions } from './menu-model';
import { usePortalNavigate } from './portal-navigation';

/** The top bar's autocomplete over menu leaves and business-handling entries (002 §2.6). */
export function TopSearch({ menu }: { menu: readonly MenuItem[] }) {
  const { t } = useTranslation();
  const go = usePortalNavigate();
  const [text, setText] = useState('');
  const options = topSearchOptions(menu, text);
  return (
    <AutoComplete
      className="rer-top-search"
      data-testid="top-search"
      value={text}
      options={options.map(({ value, label }) => ({ value, label }))}
      filterOption={false}
      onChange={setText}
      onSelect={(value: string) => {
        const item = options.find((option) => option.value === value)?.item;
        setText('');
        if (item) go(menuTarget(item), item.path);
      }}
      style={{ width: 220 }}
    >
      <Input.Search
        size="small"
        allowClear
        placeholder={t('shell.searchPlaceholder')}
        aria-label={t('shell.topSearch')}
      />
    </AutoComplete>
  );
}
