// bench-smoke: helper
// The settings of the measured PostgreSQL that change what a write costs. Every figure of a
// benchmark that writes (the API's searches write their audit row) depends on them: with fsync
// off a commit never waits for the disk, which no production database does. So the benchmarks
// record them with their figures and say so when the database is not durable.

const NAMES = ['server_version', 'fsync', 'synchronous_commit', 'full_page_writes', 'wal_sync_method'];

/** The settings, read through any node-postgres client or pool. */
export async function durabilitySettings(client) {
  const { rows } = await client.query('select name, setting from pg_settings where name = any($1)', [NAMES]);
  const value = (name) => rows.find((r) => r.name === name)?.setting ?? null;
  return {
    version: value('server_version'),
    fsync: value('fsync'),
    synchronousCommit: value('synchronous_commit'),
    fullPageWrites: value('full_page_writes'),
    walSyncMethod: value('wal_sync_method'),
    durable: value('fsync') === 'on' && value('synchronous_commit') !== 'off',
  };
}

/** One line for the console; a warning when commits do not reach the disk. */
export function describeDurability(s) {
  const line = `PostgreSQL ${s.version}: fsync ${s.fsync}, synchronous_commit ${s.synchronousCommit}, wal_sync_method ${s.walSyncMethod}`;
  return s.durable
    ? line
    : `${line}\n注意：该数据库提交时不落盘（fsync 或 synchronous_commit 关闭），写入（如审计行）的耗时低于生产环境`;
}
