import { AutoComplete, Input } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_PATH, useCatalogueQuery } from '../../lib/catalogue-query';
import type { MenuItem } from '../../lib/identity/api';
import { catalogueSearchOptions, useOpenCatalogueItem } from './catalogue-entry';
import { BUSINESS_HANDLING, menuLeaves, menuTarget, topSearchOptions } from './menu-model';
import { usePortalNavigate } from './portal-navigation';

/**
 * The top bar's autocomplete over menu leaves and business-handling entries (002 §2.6): the menu's
 * leaves, and — where the zone's menu shows 业务办理 — the zone's catalogue items, read from the
 * query the 业务办理 page uses (fetched once on the first keystroke, then from the cache).
 */
export function TopSearch({ menu }: { menu: readonly MenuItem[] }) {
  const { t } = useTranslation();
  const go = usePortalNavigate();
  const openEntry = useOpenCatalogueItem();
  const [text, setText] = useState('');
  const hasCatalogue = useMemo(
    () => menuLeaves(menu).some(({ item }) => item.path === CATALOGUE_PATH),
    [menu],
  );
  const catalogue = useCatalogueQuery(hasCatalogue && text.trim() !== '');
  const options = topSearchOptions(menu, text);
  const entries = hasCatalogue ? catalogueSearchOptions(catalogue.data ?? [], text, BUSINESS_HANDLING) : [];
  return (
    <AutoComplete
      className="rer-top-search"
      data-testid="top-search"
      value={text}
      options={[
        ...options.map(({ value, label }) => ({ value, label })),
        ...entries.map(({ value, label, entry }) =>
          entry.state.kind === 'not-offered'
            ? { value, label: `${label}（${t('catalogue.notOffered')}）`, disabled: true }
            : { value, label },
        ),
      ]}
      filterOption={false}
      // 业务办理-<group>-<subgroup>-<item> labels are longer than the box: the list shows them whole.
      popupMatchSelectWidth={380}
      onChange={setText}
      onSelect={(value: string) => {
        setText('');
        const entry = entries.find((option) => option.value === value)?.entry;
        if (entry) return openEntry(entry);
        const item = options.find((option) => option.value === value)?.item;
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
