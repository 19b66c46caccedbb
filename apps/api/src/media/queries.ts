import type { Queryable } from '../db/index.ts';

/** The row of a stored file: what it is, how big, who uploaded it. */
export async function insertMedia(
  db: Queryable,
  media: { fileName: string; type: string; size: number; uploaderId: string },
): Promise<void> {
  await db.query('INSERT INTO media (file_name, type, size, uploader_id) VALUES ($1, $2, $3, $4)', [
    media.fileName,
    media.type,
    media.size,
    media.uploaderId,
  ]);
}

/** The content type of a stored file, if it has a row. */
export async function mediaType(db: Queryable, fileName: string): Promise<string | undefined> {
  const { rows } = await db.query<{ type: string }>('SELECT type FROM media WHERE file_name = $1', [
    fileName,
  ]);
  return rows[0]?.type;
}
