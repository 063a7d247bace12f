import { randomUUID } from 'node:crypto';
import { type FileHandle, mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { pumpBody, writeFully } from './object-body.js';
import {
  InvalidObjectKeyError,
  type ObjectInfo,
  ObjectNotFoundError,
  type ObjectStorage,
  ObjectStorageError,
  validateObjectKey,
  validatePutOptions,
} from './object-storage.js';

/**
 * Sidecar and temp file names contain `~`, which keys may not: no key can ever name, overwrite
 * or read one of them.
 */
const SIDECAR_SUFFIX = '~meta.json';
const tempSuffix = () => `~${randomUUID()}.tmp`;

const sidecarSchema = z.object({
  version: z.literal(1),
  size: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  contentType: z.string(),
  metadata: z.record(z.string(), z.string()),
  storedAt: z.string(),
});
type Sidecar = z.infer<typeof sidecarSchema>;

/**
 * Objects as files under `rootDir` (the server passes `DATA_DIR/files`): `<key>` holds the bytes,
 * `<key>~meta.json` the content type, user metadata, size and SHA-256. Both are written to a temp
 * file in the same folder, flushed, then renamed, so a crash never leaves a partial file under a
 * real name. The sidecar is renamed last and removed first: it is the commit record, and an object
 * exists only when its sidecar does and agrees with the data file's size.
 */
export function createLocalStorage(rootDir: string): ObjectStorage {
  const root = path.resolve(rootDir);

  const dataPath = (key: string): string => {
    validateObjectKey(key);
    const resolved = path.resolve(root, ...key.split('/'));
    // Unreachable after validation; kept so a future change to the key rules cannot open a hole.
    if (!resolved.startsWith(root + path.sep)) throw new InvalidObjectKeyError(key, '超出存储目录');
    return resolved;
  };

  const readSidecar = async (key: string, file: string): Promise<Sidecar | null> => {
    let text: string;
    try {
      text = await readFile(file + SIDECAR_SUFFIX, 'utf8');
    } catch (error) {
      if (isAbsent(error)) return null;
      throw error;
    }
    const parsed = sidecarSchema.safeParse(safeJson(text));
    if (!parsed.success) throw new ObjectStorageError(`对象 ${key} 的元数据文件已损坏`);
    return parsed.data;
  };

  const info = (key: string, sidecar: Sidecar): ObjectInfo => ({
    key,
    size: sidecar.size,
    contentType: sidecar.contentType,
    metadata: { ...sidecar.metadata },
    sha256: sidecar.sha256,
  });

  const head = async (key: string): Promise<ObjectInfo | null> => {
    const file = dataPath(key);
    const sidecar = await readSidecar(key, file);
    if (sidecar === null) return null;
    const size = await fileSize(file);
    // A data file without a matching sidecar is a put interrupted between its two renames.
    return size === sidecar.size ? info(key, sidecar) : null;
  };

  return {
    kind: 'local',

    async put(key, body, options) {
      const file = dataPath(key);
      validatePutOptions(options);
      const dir = path.dirname(file);
      try {
        await mkdir(dir, { recursive: true });
      } catch (error) {
        throw conflictOr(key, error);
      }
      const tempData = file + tempSuffix();
      const tempSidecar = file + tempSuffix();
      let handle: FileHandle | null = null;
      try {
        handle = await open(tempData, 'wx');
        const target = handle;
        const digest = await pumpBody(key, body, (chunk) => writeFully(target, chunk), options.contentLength);
        await target.sync();
        await target.close();
        handle = null;
        const sidecar: Sidecar = {
          version: 1,
          size: digest.size,
          sha256: digest.sha256,
          contentType: options.contentType,
          metadata: { ...options.metadata },
          storedAt: new Date().toISOString(),
        };
        await writeDurably(tempSidecar, `${JSON.stringify(sidecar, null, 2)}\n`);
        try {
          await rename(tempData, file);
          await rename(tempSidecar, file + SIDECAR_SUFFIX);
        } catch (error) {
          throw conflictOr(key, error);
        }
        await syncDirectory(dir);
        return { key, size: digest.size, sha256: digest.sha256 };
      } catch (error) {
        await handle?.close().catch(() => undefined);
        await rm(tempData, { force: true });
        await rm(tempSidecar, { force: true });
        throw error;
      }
    },

    async get(key) {
      const file = dataPath(key);
      let handle: FileHandle;
      try {
        // Open before reading the sidecar: the stream then reads this inode even if a concurrent
        // put or delete renames over or removes the name meanwhile.
        handle = await open(file, 'r');
      } catch (error) {
        if (isAbsent(error)) throw new ObjectNotFoundError(key);
        throw error;
      }
      try {
        const sidecar = await readSidecar(key, file);
        const stats = await handle.stat();
        if (sidecar === null || !stats.isFile() || stats.size !== sidecar.size) {
          throw new ObjectNotFoundError(key);
        }
        return { ...info(key, sidecar), body: handle.createReadStream({ autoClose: true }) };
      } catch (error) {
        await handle.close().catch(() => undefined);
        throw error;
      }
    },

    head,

    async exists(key) {
      return (await head(key)) !== null;
    },

    async delete(key) {
      const file = dataPath(key);
      // Sidecar first: a crash between the two leaves bytes that no longer count as an object.
      await rm(file + SIDECAR_SUFFIX, { force: true });
      try {
        await rm(file, { force: true });
      } catch (error) {
        // A folder under this name (keys `a` and `a/b`) is not an object: nothing to delete.
        if (!isAbsent(error) && errorCode(error) !== 'EISDIR' && errorCode(error) !== 'ERR_FS_EISDIR') {
          throw error;
        }
      }
    },

    async close() {},
  };
}

async function writeDurably(file: string, text: string): Promise<void> {
  const handle = await open(file, 'wx');
  try {
    await writeFully(handle, Buffer.from(text, 'utf8'));
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Makes the renames themselves survive a power loss; not supported on every platform (Windows). */
async function syncDirectory(dir: string): Promise<void> {
  let handle: FileHandle | null = null;
  try {
    handle = await open(dir, 'r');
    await handle.sync();
  } catch (error) {
    const code = errorCode(error);
    if (code !== 'EISDIR' && code !== 'EPERM' && code !== 'EINVAL' && code !== 'EACCES') throw error;
  } finally {
    await handle?.close().catch(() => undefined);
  }
}

async function fileSize(file: string): Promise<number | null> {
  let handle: FileHandle;
  try {
    handle = await open(file, 'r');
  } catch (error) {
    if (isAbsent(error) || errorCode(error) === 'EISDIR') return null;
    throw error;
  }
  try {
    const stats = await handle.stat();
    return stats.isFile() ? stats.size : null;
  } finally {
    await handle.close();
  }
}

/** Keys `a` and `a/b` cannot both be files; S3 allows it, local storage reports a conflict. */
function conflictOr(key: string, error: unknown): unknown {
  const code = errorCode(error);
  if (code === 'EEXIST' || code === 'ENOTDIR' || code === 'EISDIR' || code === 'ENOTEMPTY') {
    return new InvalidObjectKeyError(key, '与已有对象或目录冲突');
  }
  return error;
}

function isAbsent(error: unknown): boolean {
  const code = errorCode(error);
  return code === 'ENOENT' || code === 'ENOTDIR';
}

function errorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') {
    return error.code;
  }
  return undefined;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
