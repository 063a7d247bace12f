import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

test('the public dictionary answers the envelope with items', async ({ request }) => {
  const res = await request.get(
    '/api/blade-system/nonds/dict-biz/dictionary?code=shareHolderType&tenantId=000000',
  );
  expect(res.status()).toBe(200);
  const body = await res.json();
  expect(body).toMatchObject({ code: 200, success: true });
  expect(body.data.length).toBeGreaterThan(0);
  expect(body.data[0]).toHaveProperty('dictKey');
  expect(body.data[0]).toHaveProperty('dictValue');
});

test('the API docs are published', async ({ request }) => {
  const spec = await request.get('/api/docs/json');
  expect(spec.status()).toBe(200);
  const json = await spec.json();
  expect(Object.keys(json.paths)).toContain('/api/blade-system/nonds/dict-biz/dictionary');
});

test('a second server on the same data folder refuses to start with a clear message', async () => {
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      APP_ENV: 'test',
      PORT: String(Number(process.env.E2E_PORT) + 1),
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  expect(code).toBe(2);
  expect(stderr).toContain('已被另一个服务进程使用');
  expect(stderr).toContain(String(process.env.E2E_DATA_DIR));
});

test('a server stops gracefully on SIGTERM and releases its data folder', async () => {
  const fs = await import('node:fs');
  const os = await import('node:os');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rer-e2e-stop-'));
  const port = Number(process.env.E2E_PORT) + 2;
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    env: { ...process.env, APP_ENV: 'test', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    await expect
      .poll(
        async () => {
          try {
            return (await fetch(`http://127.0.0.1:${port}/api/health`)).status;
          } catch {
            return 0;
          }
        },
        { timeout: 90_000, intervals: [500] },
      )
      .toBe(200);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(true);
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  } finally {
    child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
