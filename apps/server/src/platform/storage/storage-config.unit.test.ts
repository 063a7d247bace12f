import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  describeStorageConfig,
  openObjectStorage,
  parseStorageConfig,
  type StorageConfig,
  StorageConfigError,
  storageProductionProblems,
} from './storage-config.js';

const dataDir = path.resolve('/srv/rer/data');
const s3Env = {
  STORAGE: 's3',
  S3_BUCKET: 'rer-files',
  S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'sekrit',
};
const s3Defaults = {
  kind: 's3',
  region: 'us-east-1',
  bucket: 'rer-files',
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'sekrit',
  forcePathStyle: true,
};

describe('parseStorageConfig', () => {
  it.each<[string, NodeJS.ProcessEnv, StorageConfig]>([
    ['no variables: local under DATA_DIR/files', {}, { kind: 'local', rootDir: path.join(dataDir, 'files') }],
    ['explicit local', { STORAGE: 'local' }, { kind: 'local', rootDir: path.join(dataDir, 'files') }],
    [
      'empty STORAGE counts as unset',
      { STORAGE: '' },
      { kind: 'local', rootDir: path.join(dataDir, 'files') },
    ],
    [
      'local ignores S3 settings',
      { STORAGE: 'local', S3_BUCKET: 'X!' },
      { kind: 'local', rootDir: path.join(dataDir, 'files') },
    ],
    ['s3 with defaults', s3Env, s3Defaults as StorageConfig],
    [
      's3 with every variable',
      {
        ...s3Env,
        S3_ENDPOINT: 'https://oss-cn-hangzhou.aliyuncs.com',
        S3_REGION: 'cn-hangzhou',
        S3_FORCE_PATH_STYLE: 'false',
        S3_PREFIX: '/prod/files/',
      },
      {
        ...s3Defaults,
        endpoint: 'https://oss-cn-hangzhou.aliyuncs.com',
        region: 'cn-hangzhou',
        forcePathStyle: false,
        prefix: 'prod/files',
      } as StorageConfig,
    ],
    [
      'S3_FORCE_PATH_STYLE=0',
      { ...s3Env, S3_FORCE_PATH_STYLE: '0' },
      { ...s3Defaults, forcePathStyle: false } as StorageConfig,
    ],
    [
      'empty optional variables',
      { ...s3Env, S3_ENDPOINT: '', S3_PREFIX: ' ', S3_REGION: '' },
      s3Defaults as StorageConfig,
    ],
    [
      'MinIO over HTTP',
      { ...s3Env, S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'true' },
      { ...s3Defaults, endpoint: 'http://minio:9000' } as StorageConfig,
    ],
  ])('%s', (_label, env, expected) => {
    expect(parseStorageConfig(env, dataDir)).toEqual(expected);
  });

  it.each<[string, NodeJS.ProcessEnv, string[]]>([
    ['unknown STORAGE', { STORAGE: 'ftp' }, ['STORAGE 只能是 local 或 s3']],
    [
      's3 without anything',
      { STORAGE: 's3' },
      [
        'STORAGE=s3 时必须设置 S3_BUCKET',
        'STORAGE=s3 时必须设置 S3_ACCESS_KEY_ID',
        'STORAGE=s3 时必须设置 S3_SECRET_ACCESS_KEY',
      ],
    ],
    ['s3 without bucket', { ...s3Env, S3_BUCKET: '' }, ['STORAGE=s3 时必须设置 S3_BUCKET']],
    [
      's3 without secret',
      { ...s3Env, S3_SECRET_ACCESS_KEY: undefined },
      ['STORAGE=s3 时必须设置 S3_SECRET_ACCESS_KEY'],
    ],
    [
      'endpoint without scheme',
      { ...s3Env, S3_ENDPOINT: 'minio:9000' },
      ['S3_ENDPOINT 必须是 http:// 或 https:// 开头的地址'],
    ],
    [
      'ftp endpoint',
      { ...s3Env, S3_ENDPOINT: 'ftp://minio' },
      ['S3_ENDPOINT 必须是 http:// 或 https:// 开头的地址'],
    ],
    [
      'bucket with capitals',
      { ...s3Env, S3_BUCKET: 'RER_Files' },
      [expect.stringContaining('S3_BUCKET 必须是 3-63 个')],
    ],
    ['region with spaces', { ...s3Env, S3_REGION: 'cn hangzhou' }, [expect.stringContaining('S3_REGION')]],
    [
      'path style yes',
      { ...s3Env, S3_FORCE_PATH_STYLE: 'yes' },
      ['S3_FORCE_PATH_STYLE 只能是 true 或 false'],
    ],
    ['prefix with ..', { ...s3Env, S3_PREFIX: 'a/../b' }, [expect.stringContaining('S3_PREFIX')]],
  ])('refuses %s', (_label, env, problems) => {
    let error: unknown;
    try {
      parseStorageConfig(env, dataDir);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(StorageConfigError);
    expect((error as StorageConfigError).problems).toEqual(problems);
    expect((error as Error).message).toMatch(/^对象存储配置无效（环境变量）：\n {2}/);
  });

  it('never puts a secret into an error message', () => {
    const secret = 'wJalrXUtnFEMI/K7MDENG';
    expect(() =>
      parseStorageConfig({ ...s3Env, S3_SECRET_ACCESS_KEY: secret, S3_BUCKET: 'X' }, dataDir),
    ).toThrow(StorageConfigError);
    try {
      parseStorageConfig({ ...s3Env, S3_ACCESS_KEY_ID: secret, S3_ENDPOINT: 'x', S3_BUCKET: 'X' }, dataDir);
    } catch (error) {
      expect((error as Error).message).not.toContain(secret);
    }
  });
});

describe('describeStorageConfig', () => {
  it('leaves out the credentials and any user-info in the endpoint', () => {
    const config = parseStorageConfig(
      { ...s3Env, S3_ENDPOINT: 'https://user:pw@minio.example.cn:9000' },
      dataDir,
    );
    const described = JSON.stringify(describeStorageConfig(config));
    expect(described).toContain('https://minio.example.cn:9000');
    for (const secret of ['sekrit', 'AKIDEXAMPLE', 'pw']) expect(described).not.toContain(secret);
  });
});

describe('storageProductionProblems', () => {
  const local = parseStorageConfig({}, dataDir);
  it.each<[string, StorageConfig, boolean, RegExp[]]>([
    ['local, one process', local, false, []],
    ['local, several processes', local, true, [/本地文件存储（STORAGE=local）.*不共享.*STORAGE=s3/]],
    ['s3 on AWS', parseStorageConfig(s3Env, dataDir), true, []],
    ['s3 over HTTPS', parseStorageConfig({ ...s3Env, S3_ENDPOINT: 'https://minio:9000' }, dataDir), true, []],
    [
      's3 over HTTP on loopback',
      parseStorageConfig({ ...s3Env, S3_ENDPOINT: 'http://127.0.0.1:9000' }, dataDir),
      true,
      [],
    ],
    [
      's3 over HTTP across the network',
      parseStorageConfig({ ...s3Env, S3_ENDPOINT: 'http://minio.internal:9000' }, dataDir),
      true,
      [/S3_ENDPOINT 使用明文 HTTP（minio\.internal:9000）/],
    ],
  ])('%s', (_label, config, isMultiProcess, expected) => {
    const problems = storageProductionProblems(config, { isMultiProcess });
    expect(problems).toHaveLength(expected.length);
    expected.forEach((pattern, i) => {
      expect(problems[i]).toMatch(pattern);
    });
  });
});

describe('openObjectStorage', () => {
  it('creates the local folder so permissions fail at start, not at the first upload', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'rer-open-storage-'));
    const config = parseStorageConfig({}, dir);
    const storage = await openObjectStorage(config);
    expect(storage.kind).toBe('local');
    expect(existsSync(path.join(dir, 'files'))).toBe(true);
    await storage.close();
    await rm(dir, { recursive: true, force: true });
  });
});
