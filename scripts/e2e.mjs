// `npm run test:e2e`: build, then the browser journeys only.
import { build, ensureDependencies, run, step } from './lib.mjs';
import { ensureBrowser } from './system-deps.mjs';

ensureDependencies();
ensureBrowser();
build();
step('browser journeys (Playwright, Debian Chromium)');
run('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts', ...process.argv.slice(2)]);
