import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { S3Storage } from './s3-storage.ts';

/**
 * Copies every upload of a local media folder into the bucket, skipping those already there (by
 * name: uploads never change under a name), so running it again copies only what is new.
 */
export async function migrateMedia(
  dataDir: string,
  bucket: S3Storage,
  log: (line: string) => void = () => undefined,
): Promise<{ copied: number; skipped: number }> {
  const folder = join(dataDir, 'media');
  const names = (await readdir(folder).catch(() => [] as string[])).filter(
    (name) => !name.startsWith('.'),
  );
  let copied = 0;
  let skipped = 0;
  for (const name of names.sort()) {
    if (await bucket.has(name)) {
      skipped += 1;
      continue;
    }
    await bucket.put(name, await readFile(join(folder, name)));
    copied += 1;
    log(`copied ${name}`);
  }
  return { copied, skipped };
}
