import { createLocalStorage, type Storage } from '../src/lib/storage.ts';

/**
 * Pictures kept in memory, with the names of the files it holds (`files`), and able to fail
 * every write like a full disk while `failing.puts` is set.
 */
export function recordingStorage(): {
  storage: Storage;
  files: Set<string>;
  failing: { puts: boolean };
} {
  const files = new Set<string>();
  const failing = { puts: false };
  const inner = createLocalStorage(':memory:');
  const storage: Storage = {
    async put(name, bytes) {
      if (failing.puts) throw new Error('disk full');
      await inner.put(name, bytes);
      files.add(name);
    },
    get: (name) => inner.get(name),
    async delete(name) {
      await inner.delete(name);
      files.delete(name);
    },
  };
  return { storage, files, failing };
}
