import type { Locale as AntdLocale } from 'antd/es/locale';
import antdZhCN from 'antd/es/locale/zh_CN';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
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

/** What each language needs besides zh (bundled): its catalogue and antd's locale, in a chunk of their own. */
const loaders: Readonly<Record<Language, () => Promise<{ messages: Messages; antd: AntdLocale }>>> = {
  zh: async () => ({ messages: zhCN as Messages, antd: antdZhCN }),
  en: async () => {
    const [catalogue, antd] = await Promise.all([import('../locales/en'), import('antd/es/locale/en_US')]);
    return { messages: catalogue.en, antd: antd.default };
  },
};
const antdLocales: Partial<Record<Language, AntdLocale>> = { zh: antdZhCN };

/** antd's locale for a language (zh until the language's chunk has loaded). */
export const antdLocaleOf = (language: Language): AntdLocale => antdLocales[language] ?? antdZhCN;

/** Loads a language's catalogue (zh is bundled; others are split out); main.tsx awaits the stored one. */
export async function loadLanguage(language: Language): Promise<void> {
  if (antdLocales[language] && i18n.hasResourceBundle(language, 'translation')) return;
  const loaded = await loaders[language]();
  i18n.addResourceBundle(language, 'translation', loaded.messages, true, true);
  antdLocales[language] = loaded.antd;
}

// The Chinese catalogue is bundled, so initialisation is synchronous and `t` works at import time (the http
// client uses it outside React); other languages are loaded by `loadLanguage` before use.
void i18n.use(initReactI18next).init({
  resources: { zh: { translation: zhCN } },
  lng: readSession().language,
  fallbackLng: defaultLanguage,
  supportedLngs: [...languages],
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes
  returnNull: false,
  showSupportNotice: false,
});

let portalCatalogue: Promise<void> | undefined;

/**
 * Adds the Chinese messages of the pages behind sign-in (a chunk of their own, ADR 31) once; every
 * route not marked `coreCatalogue` awaits it before rendering. Chinese is also the fallback of the
 * other languages, so it is loaded whatever the language.
 */
export function loadPortalCatalogue(): Promise<void> {
  portalCatalogue ??= import('../locales/zh-CN/portal-catalogue').then(
    (module) => {
      i18n.addResourceBundle('zh', 'translation', module.zhCNPortal, true, true);
    },
    (error: unknown) => {
      portalCatalogue = undefined; // a failed download is retried by the next page
      throw error;
    },
  );
  return portalCatalogue;
}

export function currentLanguage(): Language {
  return languages.find((language) => language === i18n.language) ?? defaultLanguage;
}

/** Switches the language and remembers it in localStorage. */
export async function changeLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  updateSession({ language });
  await i18n.changeLanguage(language);
}
