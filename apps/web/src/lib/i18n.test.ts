import { afterEach, expect, it } from 'vitest';
import { changeLanguage, currentLanguage, i18n } from './i18n';
import { readSession, sessionStorageKeys } from './session';

afterEach(async () => {
  await changeLanguage('zh');
});

it('defaults to Chinese with the spec wording', () => {
  expect(currentLanguage()).toBe('zh');
  expect(i18n.t('app.platformName')).toBe('区域性股权市场登记托管平台');
  expect(i18n.t('http.requestTimeout')).toBe('请求已超时，请稍后查看后续数据…');
});

it('switches to English and remembers the choice in localStorage', async () => {
  await changeLanguage('en');
  expect(currentLanguage()).toBe('en');
  expect(i18n.t('building.title')).toBe('Under construction');
  expect(readSession().language).toBe('en');
  expect(localStorage.getItem(sessionStorageKeys.language)).toBe('"en"');
});
