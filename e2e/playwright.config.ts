import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { TEST_CAPTCHA_ANSWER } from './support/constants.js';

/**
 * Journeys run against the built app served by the real server on an embedded database in a
 * fresh data folder, in Debian's Chromium (never a downloaded browser).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.E2E_PORT ?? 18080);
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'rer-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
process.env.E2E_PORT = String(port);

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/warm-up.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  outputDir: path.join(os.tmpdir(), 'rer-e2e-results'),
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        // Tenants are told apart by host name: *.localhost goes to this machine.
        '--host-resolver-rules=MAP *.localhost 127.0.0.1',
      ],
    },
  },
  webServer: {
    command: `node ${path.join(root, 'apps/server/dist/main.js')}`,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      APP_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Journeys type this captcha answer; the server accepts the setting only with APP_ENV=test.
      AUTH_TEST_CAPTCHA_ANSWER: TEST_CAPTCHA_ANSWER,
    },
  },
});
