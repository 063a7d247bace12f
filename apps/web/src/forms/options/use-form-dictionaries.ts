import type { DictionaryItem } from '@rer/contracts';
import type { DictionaryItems, OptionItem } from '@rer/domain';
import { useQueries } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { appConfig } from '../../lib/config';
import { dictionaryQuery } from '../../lib/reference-data/dictionary';
import { useSession } from '../../lib/use-session';

export function dictionaryOptions(items: readonly DictionaryItem[]): OptionItem[] {
  return items.map((item) => ({ value: item.dictKey, label: item.dictValue }));
}

/**
 * The dictionaries a form needs, loaded once per code and shared by every field using it
 * (through the reference-data query cache, so other pages share them too). `codes` may grow as
 * fields become visible; a code once asked for stays loaded.
 */
export function useFormDictionaries(codes: readonly string[]): {
  dictionaries: DictionaryItems;
  loadingCodes: ReadonlySet<string>;
} {
  const tenantId = useSession((session) => session.tenantId) ?? appConfig.defaultTenantId;
  const asked = useRef<string[]>([]);
  for (const code of codes) if (!asked.current.includes(code)) asked.current.push(code);
  const list = asked.current;
  const results = useQueries({ queries: list.map((code) => dictionaryQuery(tenantId, code)) });
  const signature = results.map((result) => `${result.status}:${result.dataUpdatedAt}`).join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the signature stands for the results.
  return useMemo(() => {
    const dictionaries: Record<string, OptionItem[]> = {};
    const loadingCodes = new Set<string>();
    results.forEach((result, index) => {
      const code = list[index]!;
      if (result.data) dictionaries[code] = dictionaryOptions(result.data);
      else if (result.isPending) loadingCodes.add(code);
    });
    return { dictionaries, loadingCodes };
  }, [signature, list.length]);
}
