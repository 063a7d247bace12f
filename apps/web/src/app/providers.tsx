import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { type ReactNode, useEffect, useMemo } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { currentLanguage, i18n, languageTags } from '../lib/i18n';
import type { Language } from '../lib/session';
import { antdThemeOf, effectiveTheme } from '../lib/theme';
import { useSession } from '../lib/use-session';

const antdLocales = { zh: zhCN, en: enUS } as const;
const dayjsLocales: Readonly<Record<Language, string>> = { zh: 'zh-cn', en: 'en' };

function applyLanguage(language: Language): void {
  dayjs.locale(dayjsLocales[language]);
  document.documentElement.lang = languageTags[language];
}

// Before the first render, so dates format in the right locale from the start.
applyLanguage(currentLanguage());

function LocalisedAntd({ children }: { children: ReactNode }) {
  useTranslation(); // re-render on language change
  const language = currentLanguage();
  const themeName = useSession((s) => effectiveTheme(s.theme, s.tenantId));
  const theme = useMemo(() => antdThemeOf(themeName), [themeName]);
  useEffect(() => applyLanguage(language), [language]);
  return (
    <ConfigProvider locale={antdLocales[language]} theme={theme}>
      <AntdApp>{children}</AntdApp>
    </ConfigProvider>
  );
}

/** i18n, antd (locale, theme, App context for message/modal) and TanStack Query around the app. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <LocalisedAntd>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </LocalisedAntd>
    </I18nextProvider>
  );
}
