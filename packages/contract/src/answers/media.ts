import { z } from 'zod';
import type { UploadResponse } from '../media.ts';

/** `POST /media/upload`: the stored picture, its size and the widths it is also kept at. */
export const uploadAnswer = z
  .object({
    data: z.object({
      files: z.array(
        z.object({
          url: z.string(),
          type: z.string(),
          size: z.number(),
          width: z.number(),
          height: z.number(),
          widths: z.array(z.number()),
        }),
      ),
    }),
  })
  .meta({ id: 'UploadResponse' }) satisfies z.ZodType<UploadResponse>;

/** The image types a picture is served as (uploads are re-encoded; sized copies are WebP). */
export const PICTURE_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
] as const;

/** A file's bytes, as the server sends them (a Buffer is a Uint8Array). */
export const bytesAnswer = z
  .custom<Uint8Array>((value) => value instanceof Uint8Array, { error: 'Expected bytes' })
  .meta({ type: 'string', format: 'binary' });

/** A picture's bytes, as the answer's content for each of PICTURE_TYPES. */
export const pictureContent = Object.fromEntries(
  PICTURE_TYPES.map((type) => [type, { schema: bytesAnswer }]),
) as Record<(typeof PICTURE_TYPES)[number], { schema: typeof bytesAnswer }>;
