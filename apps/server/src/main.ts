import pino from 'pino';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { DataDirLockedError } from './platform/db/data-dir-lock.js';
import { openRuntime } from './platform/runtime.js';
import { readVersion } from './platform/version.js';
import { runtimeParts } from './runtime-parts.js';

/** Process entry: configuration, database, HTTP server, graceful shutdown. */
async function main(): Promise<void> {
  const config = loadConfig(process.env, readVersion());
  const log = pino({ level: config.logLevel });
  const runtime = await openRuntime(config, log, runtimeParts(config));
  let shuttingDown = false;
  const app = await buildApp({
    config,
    db: runtime.db,
    bus: runtime.bus,
    storage: runtime.storage,
    isShuttingDown: () => shuttingDown,
  });
  if (config.jobs.enabled) runtime.jobs.start();

  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      log.error('graceful shutdown timed out; exiting');
      process.exit(1);
    }, config.shutdownGraceMs);
    force.unref();
    try {
      await app.close(); // stops accepting, waits for in-flight requests
      await runtime.close();
      log.info('stopped');
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  const shownHost = config.host === '0.0.0.0' ? '127.0.0.1' : config.host;
  log.info(
    { database: runtime.db.kind, dataDir: config.database.kind === 'pglite' ? config.dataDir : undefined },
    `平台已启动：${config.chainNode.tls ? 'https' : 'http'}://${shownHost}:${config.port}/${config.apiDocs ? ' （API 文档：/api/docs）' : ''}`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    process.stderr.write(`\n启动失败：${error.message}\n\n`);
    process.exit(2);
  }
  process.stderr.write(
    `启动失败：${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
