import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { theme as antdTheme, ConfigProvider } from 'antd';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { lazy, type ReactNode, Suspense, useEffect, useMemo } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { antdLocaleOf, currentLanguage, i18n, languageTags } from '../lib/i18n';
import type { Language } from '../lib/session';
import { antdThemeOf, effectiveTheme } from '../lib/theme';
import { useSession } from '../lib/use-session';

// antd's message and modal load after the first render (lib/feedback): the login page's budget (ADR 7).
const FeedbackHost = lazy(() => import('./feedback-host'));
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
    <ConfigProvider locale={antdLocaleOf(language)} theme={theme}>
      <ThemedRoot>{children}</ThemedRoot>
      <Suspense fallback={null}>
        <FeedbackHost />
      </Suspense>
    </ConfigProvider>
  );
}

/** What antd's `App` did for plain markup: the theme's text colour and font (without its message/modal code). */
function ThemedRoot({ children }: { children: ReactNode }) {
  const { token } = antdTheme.useToken();
  return (
    <div
      className="rer-app"
      style={{
        color: token.colorText,
        fontFamily: token.fontFamily,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        ['--rer-link' as string]: token.colorLink,
      }}
    >
      {children}
    </div>
  );
}

/** i18n, antd (locale, theme; the lazy message/modal host) and TanStack Query around the app. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <LocalisedAntd>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </LocalisedAntd>
    </I18nextProvider>
  );
}
