import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { installErrorLogging } from './lib/error-log';
import { currentHttpEffects } from './lib/http';
import { i18n, loadLanguage } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { readSession } from './lib/session';
import './styles.css';

installErrorLogging();
// Chinese is bundled; another stored language loads its chunk before the first render.
await loadLanguage(readSession().language);

const queryClient = createQueryClient({ showError: (key) => currentHttpEffects().showError(i18n.t(key)) });
const router = createAppRouter();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App router={router} queryClient={queryClient} />
  </StrictMode>,
);
