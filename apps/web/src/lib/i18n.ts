import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from '../locales/en';
import { type Messages, zhCN } from '../locales/zh-CN';
import { defaultLanguage, type Language, languages, readSession, updateSession } from './session';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}

/** BCP 47 tag of each language, for `<html lang>`. */
export const languageTags: Readonly<Record<Language, string>> = { zh: 'zh-CN', en: 'en' };

export const i18n = i18next.createInstance();

// Both catalogues are small and bundled, so initialisation is synchronous and `t` works at import time
// (the http client uses it outside React).
void i18n.use(initReactI18next).init({
  resources: { zh: { translation: zhCN }, en: { translation: en } },
  lng: readSession().language,
  fallbackLng: defaultLanguage,
  supportedLngs: [...languages],
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes
  returnNull: false,
  showSupportNotice: false,
});

export function currentLanguage(): Language {
  return languages.find((language) => language === i18n.language) ?? defaultLanguage;
}

/** Switches the language and remembers it in localStorage. */
export async function changeLanguage(language: Language): Promise<void> {
  updateSession({ language });
  await i18n.changeLanguage(language);
}
