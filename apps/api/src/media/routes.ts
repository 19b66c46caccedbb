import { randomUUID } from 'node:crypto';
import { MAX_UPLOAD_BYTES } from '@agency/contract/rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser, type Context } from '../context.ts';
import { HttpError } from '../lib/errors.ts';
import { EXTENSIONS, looksLikeMarkup, sniffImage } from '../lib/images.ts';
import { takeToken } from '../lib/limits.ts';
import { reencode } from '../lib/reencode.ts';
import { insertMedia, mediaType } from './queries.ts';

const FILE_NAME = /^[0-9a-f-]{36}\.(png|jpg|gif|webp|avif)$/;

/** The one file of the upload; a malformed or cut-short body is the client's mistake (400), not a fault. */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  const malformed = (error: unknown): never => {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, 'The image is larger than 5 MB');
    throw new HttpError(400, 'The upload is incomplete or malformed');
  };
  const part = await request
    .file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } })
    .catch(malformed);
  if (!part) throw new HttpError(400, 'No file was sent');
  if (part.fieldname !== 'files') throw new HttpError(400, 'Send the image in the field "files"');
  const bytes = await part.toBuffer().catch(malformed);
  // The limit cuts the stream short; whether that surfaces as an error depends on timing, so the
  // truncation flag is checked too: a cut file is never stored as if it were whole.
  if (part.file.truncated) throw new HttpError(413, 'The image is larger than 5 MB');
  return bytes;
}

/** /media/upload and /media/:name: pictures for articles and products. */
export default async function mediaRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: Context },
): Promise<void> {
  const { db, storage, config } = ctx;

  app.post('/media/upload', async (request, reply) => {
    // Staff who write (articles) and who run stores (product pictures).
    const user = await requireUser(ctx, request, ['marketer', 'admin', 'store_admin', 'owner']);
    await takeToken(
      db,
      `upload:${user.id}`,
      { capacity: config.limits.uploadsPerHourPerUser, perSeconds: 3600 },
      'Too many uploads. Try again later.',
    );
    if (!request.isMultipart())
      throw new HttpError(415, 'Send the image as multipart/form-data in the field "files"');
    const bytes = await readUpload(request);
    if (bytes.length === 0) throw new HttpError(400, 'The file is empty');
    const type = sniffImage(bytes);
    if (!type)
      throw new HttpError(415, 'Only PNG, JPEG, GIF, WebP and AVIF images can be uploaded');
    if (looksLikeMarkup(bytes))
      throw new HttpError(415, 'This image contains markup and was refused');
    const clean = await reencode(bytes, type);
    if (!clean) throw new HttpError(415, 'The image could not be read');
    const fileName = `${randomUUID()}.${EXTENSIONS[type]}`;
    // The file first (complete and flushed), then its row, outside any transaction: a row never
    // points at a missing file, and a failed insert takes its file away again.
    await storage.put(fileName, clean);
    try {
      await insertMedia(db, { fileName, type, size: clean.length, uploaderId: user.id });
    } catch (error) {
      await storage.delete(fileName).catch(() => undefined);
      throw error;
    }
    const url = `${config.mediaBaseUrl}/api/v1/media/${fileName}`;
    return reply.code(201).send({ data: { files: [{ url, type, size: clean.length }] } });
  });

  app.get<{ Params: { name: string } }>('/media/:name', async (request, reply) => {
    const { name } = request.params;
    if (!FILE_NAME.test(name)) throw new HttpError(404, 'File not found');
    const type = await mediaType(db, name);
    const bytes = type ? await storage.get(name) : null;
    if (!type || !bytes) throw new HttpError(404, 'File not found');
    return reply
      .headers({
        'content-type': type,
        'cache-control': 'public, max-age=31536000, immutable',
        'content-security-policy': "default-src 'none'; sandbox",
        'cross-origin-resource-policy': 'cross-origin',
        'content-disposition': 'inline',
      })
      .send(bytes);
  });
}
