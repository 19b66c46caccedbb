import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** Where uploaded media live. The local folder is the default; an S3-compatible store fits the same shape. */
export interface Storage {
  /** Stores the whole file durably, or nothing under `name`. */
  put(name: string, bytes: Buffer): Promise<void>;
  get(name: string): Promise<Buffer | null>;
  delete(name: string): Promise<void>;
}

const memory = new Map<string, Buffer>();

export function createLocalStorage(dataDir: string): Storage {
  if (dataDir === ':memory:') {
    return {
      put: async (name, bytes) => void memory.set(name, bytes),
      get: async (name) => memory.get(name) ?? null,
      delete: async (name) => void memory.delete(name),
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
  };
}
