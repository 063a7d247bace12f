import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:https';
import path from 'node:path';
import { buildApp } from '../../../app.js';
import { loadConfig } from '../../../config.js';
import { startEventBus } from '../../../platform/event-bus.js';
import type { TestApp } from '../../../test-support/test-app.js';

const serverRoot = path.resolve(import.meta.dirname, '../../../..');

/** GET over HTTPS trusting the test CA; resolves the status (0 when the connection fails). */
export function httpsStatus(
  url: string,
  ca: string,
  extra: { cert?: Buffer; key?: Buffer; headers?: Record<string, string> } = {},
): Promise<number> {
  return new Promise((resolve) => {
    const req = request(url, { ca: readFileSync(ca), ...extra }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(0));
    req.end();
  });
}

async function waitForHealth(url: string, ca: string, child?: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if ((await httpsStatus(`${url}/api/health`, ca)) === 200) return;
    if (child && child.exitCode !== null) throw new Error(`node ${url} exited with ${child.exitCode}`);
    await new Promise((r) => setTimeout(r, 100)); // polling the port until it answers
  }
  throw new Error(`node ${url} did not start`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * Two full nodes on one database: on PostgreSQL two processes of the compiled server
 * (`node apps/server/dist/main.js`, HTTPS with mutual TLS), on PGlite two apps in this process
 * over the one embedded database, listening the same way.
 */
export async function startTwoNodes(t: TestApp, env: Record<string, string>, ports: [number, number]) {
  const urls = ports.map((p) => `https://127.0.0.1:${p}`);
  const ca = env.CHAIN_NODE_CLIENT_CA_FILE!;
  if (t.testDb.url) {
    const children = ports.map((port) =>
      spawn(process.execPath, [path.join(serverRoot, 'dist/main.js')], {
        env: {
          ...process.env,
          ...env,
          APP_ENV: 'test',
          LOG_LEVEL: 'warn',
          HOST: '127.0.0.1',
          PORT: String(port),
          DATABASE_URL: t.testDb.url!,
          JOBS_ENABLED: 'false',
          SEED_DEMO_DATA: 'false',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      }),
    );
    await Promise.all(urls.map((u, i) => waitForHealth(u, ca, children[i])));
    return {
      urls,
      close: () => Promise.all(children.map(stopChild)),
    };
  }
  const config = loadConfig({
    APP_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/rer-test-unused',
    ...env,
  });
  const apps = await Promise.all(
    ports.map(async () => {
      const bus = await startEventBus(t.testDb.db, (error) => {
        throw error;
      });
      const app = await buildApp({ config, db: t.testDb.db, bus, logger: false });
      return { app, bus };
    }),
  );
  await Promise.all(apps.map(({ app }, i) => app.listen({ host: '127.0.0.1', port: ports[i]! })));
  return {
    urls,
    close: async () => {
      for (const { app, bus } of apps) {
        await app.close();
        await bus.close();
      }
    },
  };
}
