import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Where uploaded media live. The local folder is the default; an S3-compatible store fits the same shape. */
export interface Storage {
  put(name: string, bytes: Buffer): Promise<void>;
  get(name: string): Promise<Buffer | null>;
}

const memory = new Map<string, Buffer>();

export function createLocalStorage(dataDir: string): Storage {
  if (dataDir === ':memory:') {
    return { put: async (name, bytes) => void memory.set(name, bytes), get: async (name) => memory.get(name) ?? null };
  }
  const folder = join(dataDir, 'media');
  return {
    async put(name, bytes) {
      await mkdir(folder, { recursive: true });
      await writeFile(join(folder, name), bytes, { flag: 'wx' });
    },
    async get(name) {
      const path = join(folder, name);
      if (!(await stat(path).catch(() => null))?.isFile()) return null;
      return readFile(path);
    },
  };
}
