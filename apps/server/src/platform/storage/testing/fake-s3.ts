import { createRequire } from 'node:module';
import { CreateBucketCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import type { S3StorageOptions } from '../s3-storage.js';

/**
 * s3rver (a devDependency) is a local fake of the S3 API backed by a folder: tests exercise the
 * real SDK, signing and HTTP without a network or a MinIO container. It has no type definitions,
 * so the little used here is typed locally and it is loaded only when a test calls this.
 */
interface S3rverInstance {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}
type S3rverConstructor = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
}) => S3rverInstance;

export const FAKE_S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface FakeS3 {
  endpoint: string;
  /** For a raw S3Client (creating buckets, inspecting what the adapter wrote). */
  clientConfig: S3ClientConfig;
  /** For `createS3Storage`, bucket still to choose. */
  storageOptions: Omit<S3StorageOptions, 'bucket'>;
  close(): Promise<void>;
}

/** Starts s3rver on 127.0.0.1 and a free port chosen by the OS, storing into `directory`. */
export async function startFakeS3(directory: string): Promise<FakeS3> {
  const S3rver = createRequire(import.meta.url)('s3rver') as S3rverConstructor;
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    clientConfig: {
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: FAKE_S3_CREDENTIALS,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    },
    storageOptions: { endpoint, region: 'us-east-1', forcePathStyle: true, ...FAKE_S3_CREDENTIALS },
    close: () => server.close(),
  };
}

/**
 * Creates `bucket` on the fake and answers the environment that makes the server store there
 * (as a deployment's STORAGE=s3 settings would).
 */
export async function fakeS3StorageEnv(s3: FakeS3, bucket: string): Promise<Record<string, string>> {
  const client = new S3Client(s3.clientConfig);
  try {
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  } finally {
    client.destroy();
  }
  return {
    STORAGE: 's3',
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: FAKE_S3_CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: FAKE_S3_CREDENTIALS.secretAccessKey,
  };
}
