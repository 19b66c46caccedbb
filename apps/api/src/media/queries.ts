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
    /** Stored as it came, sized after the answer (media/sizing.ts). */
    pending: boolean;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO media (file_name, type, size, uploader_id, width, height, widths, pending)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      media.fileName,
      media.type,
      media.size,
      media.uploaderId,
      media.sized.width,
      media.sized.height,
      media.sized.widths,
      media.pending,
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
  /** Not sized yet: its sized files are on their way (media/sizing.ts). */
  pending: boolean;
}

/** The upload whose file is `<id>.<any type>`, if there is one. */
export async function mediaById(db: Queryable, id: string): Promise<MediaRow | undefined> {
  const names = ['png', 'jpg', 'gif', 'webp', 'avif'].map((ext) => `${id}.${ext}`);
  const { rows } = await db.query<MediaRow>(
    'SELECT file_name, type, width, height, widths, pending FROM media WHERE file_name = ANY($1::text[])',
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

/** The content type of a stored file, if it has a row, and whether it is still to be sized. */
export async function mediaType(
  db: Queryable,
  fileName: string,
): Promise<{ type: string; pending: boolean } | undefined> {
  const { rows } = await db.query<{ type: string; pending: boolean }>(
    'SELECT type, pending FROM media WHERE file_name = $1',
    [fileName],
  );
  return rows[0];
}

/** The type of an upload still to be sized; undefined once it is sized, or gone. */
export async function pendingType(db: Queryable, fileName: string): Promise<string | undefined> {
  const { rows } = await db.query<{ type: string }>(
    'SELECT type FROM media WHERE file_name = $1 AND pending',
    [fileName],
  );
  return rows[0]?.type;
}

/**
 * Records a sized upload: its stored size and the widths written. False when its row went
 * meanwhile (its store or its visitor was removed): the caller takes the files away again.
 */
export async function finishSizing(
  db: Queryable,
  fileName: string,
  sized: { size: number; width: number; height: number; widths: number[] },
): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE media SET pending = false, size = $2, width = $3, height = $4, widths = $5
      WHERE file_name = $1 AND pending RETURNING 1`,
    [fileName, sized.size, sized.width, sized.height, sized.widths],
  );
  return rows.length > 0;
}

/** An upload that turned out unreadable past its header: its row goes (nothing can show it). */
export async function dropUnreadable(db: Queryable, fileName: string): Promise<void> {
  await db.query('DELETE FROM media WHERE file_name = $1 AND pending', [fileName]);
}

/** Uploads waiting longer than a minute: their instance stopped before sizing them. */
export async function staleUploads(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ file_name: string }>(
    `SELECT file_name FROM media WHERE pending AND created_at < now() - interval '1 minute'
      ORDER BY created_at LIMIT 50`,
  );
  return rows.map((r) => r.file_name);
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
