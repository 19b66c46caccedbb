import type { Queryable } from '../db/index.ts';

/** The row of a stored file: what it is, how big, who uploaded it, the widths it is kept at. */
export async function insertMedia(
  db: Queryable,
  media: {
    fileName: string;
    type: string;
    size: number;
    uploaderId: string;
    sized: { width: number; height: number; widths: number[] };
  },
): Promise<void> {
  await db.query(
    `INSERT INTO media (file_name, type, size, uploader_id, width, height, widths)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      media.fileName,
      media.type,
      media.size,
      media.uploaderId,
      media.sized.width,
      media.sized.height,
      media.sized.widths,
    ],
  );
}

export interface MediaRow {
  file_name: string;
  type: string;
  /** 0 until sized: uploads from before pictures were sized are sized on first request. */
  width: number;
  height: number;
  widths: number[];
}

/** The upload whose file is `<id>.<any type>`, if there is one. */
export async function mediaById(db: Queryable, id: string): Promise<MediaRow | undefined> {
  const names = ['png', 'jpg', 'gif', 'webp', 'avif'].map((ext) => `${id}.${ext}`);
  const { rows } = await db.query<MediaRow>(
    'SELECT file_name, type, width, height, widths FROM media WHERE file_name = ANY($1::text[])',
    [names],
  );
  return rows[0];
}

/** Records the widths an older upload was sized at. */
export async function recordSizes(
  db: Queryable,
  fileName: string,
  sized: { width: number; height: number; widths: number[] },
): Promise<void> {
  await db.query('UPDATE media SET width = $2, height = $3, widths = $4 WHERE file_name = $1', [
    fileName,
    sized.width,
    sized.height,
    sized.widths,
  ]);
}

/** The content type of a stored file, if it has a row. */
export async function mediaType(db: Queryable, fileName: string): Promise<string | undefined> {
  const { rows } = await db.query<{ type: string }>('SELECT type FROM media WHERE file_name = $1', [
    fileName,
  ]);
  return rows[0]?.type;
}

/** What a person uploaded: each picture's name and the widths it is kept at. */
export async function uploadsOf(
  db: Queryable,
  userId: string,
): Promise<{ file_name: string; widths: number[] }[]> {
  const { rows } = await db.query<{ file_name: string; widths: number[] }>(
    'SELECT file_name, widths FROM media WHERE uploader_id = $1',
    [userId],
  );
  return rows;
}
