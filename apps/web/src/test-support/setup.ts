import { configure } from '@testing-library/react';
import { i18n } from '../lib/i18n';
import { zhCNPortal } from '../locales/zh-CN/portal-catalogue';

// antd screens render slowly in jsdom on a shared two-core machine: `findBy…` and `waitFor` wait up
// to five seconds (they still return as soon as the expectation holds) rather than the default one.
configure({ asyncUtilTimeout: 5_000 });

// The portal's messages are a chunk of their own in the app (ADR 31); tests render its pages directly.
i18n.addResourceBundle('zh', 'translation', zhCNPortal, true, true);
