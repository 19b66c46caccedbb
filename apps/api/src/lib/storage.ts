import { randomUUID } from 'node:crypto';
import { access, constants, mkdir, open, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { S3Settings } from './s3-storage.ts';

/**
 * Where uploaded media live. The local folder is the default (one machine); with S3_BUCKET set
 * it is an S3-compatible bucket (lib/s3-storage.ts), which every API instance shares.
 */
export interface Storage {
  /** Stores the whole file durably, or nothing under `name`. */
  put(name: string, bytes: Buffer): Promise<void>;
  get(name: string): Promise<Buffer | null>;
  delete(name: string): Promise<void>;
  /** Throws when the storage cannot be used now (GET /ready); none: always usable. */
  check?(): Promise<void>;
}

const memory = new Map<string, Buffer>();

export function createLocalStorage(dataDir: string): Storage {
  if (dataDir === ':memory:') {
    return {
      put: async (name, bytes) => void memory.set(name, bytes),
      get: async (name) => memory.get(name) ?? null,
      delete: async (name) => void memory.delete(name),
      check: async () => undefined,
    };
  }
  const folder = join(dataDir, 'media');
  return {
    async put(name, bytes) {
      await mkdir(folder, { recursive: true });
      // Written under a temporary name, flushed, then renamed: a crash never leaves half a file under `name`.
      const temporary = join(folder, `.${randomUUID()}.part`);
      const file = await open(temporary, 'wx', 0o644);
      try {
        await file.writeFile(bytes);
        await file.sync();
      } finally {
        await file.close();
      }
      await rename(temporary, join(folder, name)).catch(async (error: unknown) => {
        await rm(temporary, { force: true });
        throw error;
      });
      const directory = await open(folder, 'r');
      await directory.sync().finally(() => directory.close());
    },
    async get(name) {
      const path = join(folder, name);
      if (!(await stat(path).catch(() => null))?.isFile()) return null;
      return readFile(path);
    },
    async delete(name) {
      await rm(join(folder, name), { force: true });
    },
    async check() {
      await mkdir(folder, { recursive: true });
      await access(folder, constants.W_OK);
    },
  };
}

/** The storage the configuration asks for: the bucket when S3_BUCKET is set, else the local folder. */
export async function createStorage(config: {
  dataDir: string;
  s3?: S3Settings;
}): Promise<Storage> {
  if (!config.s3) return createLocalStorage(config.dataDir);
  const { createS3Storage } = await import('./s3-storage.ts');
  return createS3Storage(config.s3);
}
