import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '../../lib/identity/api';

/**
 * The name of a menu item in the active language: the catalogue's `menu[meta.i18n]` of that language when it
 * has one, else the server's name (Chinese, and the tenant's own wording). Chinese has no menu entries, so it
 * always shows the server's name.
 */
export function menuName(
  i18n: Pick<I18n, 'language' | 'getResource'>,
  item: Pick<MenuItem, 'name' | 'meta'>,
) {
  const key = item.meta.i18n;
  if (!key) return item.name;
  const names: unknown = i18n.getResource(i18n.language, 'translation', 'menu');
  if (!names || typeof names !== 'object' || !Object.hasOwn(names, key)) return item.name;
  const name: unknown = (names as Record<string, unknown>)[key];
  return typeof name === 'string' && name !== '' ? name : item.name;
}

/** `menuName` bound to the active language (re-renders when it changes). */
export function useMenuName(): (item: Pick<MenuItem, 'name' | 'meta'>) => string {
  const { i18n } = useTranslation();
  return (item) => menuName(i18n, item);
}
