import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES } from '@agency/contract/rules';
import { pathParams, pictureContent, uploadAnswer } from '@agency/contract';
import type { FastifyRequest } from 'fastify';
import type { Context } from '../context.ts';
import { ANYONE, callerOf } from '../route-access.ts';
import { clientKey } from '../lib/client-address.ts';
import { HttpError } from '../lib/errors.ts';
import { EXTENSIONS, type ImageType, looksLikeMarkup, sniffImage } from '../lib/images.ts';
import { takeToken } from '../lib/limits.ts';
import type { ApiApp } from '../lib/schemas.ts';
import { probePicture, servedWidth, sizedName, writeSizes } from '../lib/picture-sizes.ts';
import { insertMedia, mediaById, mediaType, recordSizes } from './queries.ts';
import { PictureSizing, uploadName } from './sizing.ts';
import { takeSandboxUpload } from '../stores/index.ts';
import { templatePicture } from '../templates/index.ts';

/** `<uuid>.<type>`: an upload as it was sent (re-encoded); `<uuid>-<width>.webp`: a sized copy. */
const FILE_NAME = /^[0-9a-f-]{36}\.(png|jpg|gif|webp|avif)$/;
const SIZED_NAME = /^([0-9a-f-]{36})-([0-9]{2,4})\.webp$/;

const MEDIA_HEADERS = {
  'cache-control': 'public, max-age=31536000, immutable',
  'content-security-policy': "default-src 'none'; sandbox",
  'cross-origin-resource-policy': 'cross-origin',
  'content-disposition': 'inline',
};

/** What a file past MAX_UPLOAD_BYTES hears. */
const TOO_LARGE = `The image is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`;
/** How often an instance looks for uploads another one left unsized when it stopped. */
const SWEEP_EVERY_MS = 5 * 60_000;
/** How long a request waits for a picture being sized: below the socket's idle limit (60 s). */
const WAIT_FOR_SIZES_MS = 40_000;

/** The one file of the upload; a malformed or cut-short body is the client's mistake (400), not a fault. */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  const malformed = (error: unknown): never => {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, TOO_LARGE);
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
  if (part.file.truncated) throw new HttpError(413, TOO_LARGE);
  return bytes;
}

/** /media/upload and /media/:name: pictures for articles and products. */
export default async function mediaRoutes(app: ApiApp, { ctx }: { ctx: Context }): Promise<void> {
  const { db, storage, config } = ctx;
  // Multipart bodies are read here only: registered in this module, its hooks (a listener and two
  // promises per request) run for these routes, not for every request of the API.
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6, headerPairs: 50 },
  });
  // Pictures are re-encoded and sized after the answer, one at a time (sizing.ts).
  const sizing = new PictureSizing(ctx);
  /** A picture uploaded a moment ago: the page waits for its copies rather than a missing picture. */
  const whenSized = async (fileName: string) => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new HttpError(503, 'This picture is still being prepared. Try again in a moment.', {
              'retry-after': '5',
            }),
          ),
        WAIT_FOR_SIZES_MS,
      );
    });
    try {
      await Promise.race([sizing.ready(fileName), late]);
    } finally {
      clearTimeout(timer);
    }
  };
  const sweep = setInterval(
    () => ctx.background.run('sizing waiting uploads', () => sizing.sweep()),
    SWEEP_EVERY_MS,
  );
  sweep.unref();
  app.addHook('onReady', async () => {
    ctx.background.run('sizing waiting uploads', () => sizing.sweep());
  });
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await sizing.stop();
  });

  // The body is multipart/form-data (one image in the field "files"), read and checked by the
  // handler itself: there is no JSON body to declare.
  const upload = {
    description:
      'Uploads one picture (PNG, JPEG, GIF, WebP or AVIF, at most 20 MB) as multipart/form-data in the field `files`; staff who write articles and people who run stores. It is answered once stored; after the answer it is re-encoded (4096 px at most on its longest side) and also kept at smaller widths as WebP, and its address waits for that. 413 when too large, 415 when not a picture or over 52 megapixels (12.6 for AVIF), 429 after too many uploads in an hour (from one user, or from one address).',
    response: { 201: uploadAnswer },
  };
  // Staff who write (articles) and who run stores (product pictures).
  const uploaders = { access: ['marketer', 'admin', 'store_admin', 'owner'] } as const;
  app.post('/media/upload', { schema: upload, config: uploaders }, async (request, reply) => {
    const user = callerOf(request);
    await takeToken(
      db,
      `upload:${user.id}`,
      { capacity: config.limits.uploadsPerHourPerUser, perSeconds: 3600 },
      'Too many uploads. Try again later.',
    );
    // And per address: the sandboxes one address opens (each a new user) share one budget.
    await takeToken(
      db,
      `upload:address:${clientKey(request.ip)}`,
      { capacity: config.limits.uploadsPerHourPerAddress, perSeconds: 3600 },
      'Too many uploads. Try again later.',
    );
    // A visitor's store-admin sandbox takes a few pictures in all (docs/product-rules.md).
    await takeSandboxUpload(db, user);
    if (!request.isMultipart())
      throw new HttpError(415, 'Send the image as multipart/form-data in the field "files"');
    const bytes = await readUpload(request);
    if (bytes.length === 0) throw new HttpError(400, 'The file is empty');
    const type = sniffImage(bytes);
    if (!type)
      throw new HttpError(415, 'Only PNG, JPEG, GIF, WebP and AVIF images can be uploaded');
    if (looksLikeMarkup(bytes))
      throw new HttpError(415, 'This image contains markup and was refused');
    // Only its header is read now (the pixel limit, the size it will have); it is decoded once,
    // after the answer, by the sizing queue: a 20 MB photo is answered in well under a second.
    const probed = await probePicture(bytes, type);
    if (!probed) throw new HttpError(415, 'The image could not be read');
    const fileName = `${randomUUID()}.${EXTENSIONS[type]}`;
    const { width, height, widths } = probed;
    // The file first (complete and flushed, as it came, under a name never served), then its
    // row, outside any transaction: a row never points at a missing file, and a failed write
    // takes its file away again.
    try {
      await storage.put(uploadName(fileName), bytes);
      const sized = { width, height, widths };
      const size = bytes.length;
      await insertMedia(db, { fileName, type, size, uploaderId: user.id, sized, pending: true });
    } catch (error) {
      await storage.delete(uploadName(fileName)).catch(() => undefined);
      throw error;
    }
    ctx.background.run('sizing a picture', () => sizing.queue(fileName));
    const url = `${config.mediaBaseUrl}/api/v1/media/${fileName}`;
    return reply
      .code(201)
      .send({ data: { files: [{ url, type, size: bytes.length, width, height, widths }] } });
  });

  const serve = {
    description:
      "A picture's bytes, by its name (`<id>.<type>`; `tpl-<name>.webp` for a starter template's item picture), or a copy at a width as WebP (`<id>-<width>.webp`: never wider than the original; a width it lacks gets the nearest narrower one). Cached for a year (names never change). Anyone may read it.",
    params: pathParams('name'),
    response: {
      200: { description: 'The picture, in its own type or as WebP.', content: pictureContent },
    },
  };
  const serveRoute = { schema: serve, config: ANYONE };
  app.get('/media/:name', serveRoute, async (request, reply) => {
    const { name } = request.params;
    // A starter template's item picture (`tpl-….webp`): committed with the API, not an upload.
    // Cached for a day, not a year: a redrawn picture keeps its name.
    const committed = templatePicture(name);
    if (committed)
      return reply
        .headers({ ...MEDIA_HEADERS, 'cache-control': 'public, max-age=86400' })
        .header('content-type', 'image/webp')
        .send(committed);
    const sizedMatch = SIZED_NAME.exec(name);
    if (sizedMatch) {
      let row = await mediaById(db, sizedMatch[1]!);
      if (row?.pending) {
        await whenSized(row.file_name);
        row = await mediaById(db, sizedMatch[1]!);
      }
      if (!row) throw new HttpError(404, 'File not found');
      let { widths } = row;
      if (row.width === 0) {
        // An upload from before pictures were sized: sized now, once, through the storage.
        const original = await storage.get(row.file_name);
        if (!original) throw new HttpError(404, 'File not found');
        const type = row.type as ImageType;
        const sized = await writeSizes(storage, row.file_name, original, type);
        await recordSizes(db, row.file_name, sized);
        widths = sized.widths;
      }
      // Never wider than the original: a width it lacks gets the nearest narrower one, and a
      // picture kept at no width (an animation, a tiny one) its original.
      const asked = Number(sizedMatch[2]);
      const width = servedWidth(asked, widths);
      const file = width ? sizedName(row.file_name, width) : row.file_name;
      const bytes = await storage.get(file);
      if (!bytes) throw new HttpError(404, 'File not found');
      // A width the picture has no copy at (it was sized before that width was added) answers
      // with a narrower copy, kept a day, not a year: a copy made at that width later shows.
      const stopgap = width !== asked && row.width > asked;
      return reply
        .headers({
          ...MEDIA_HEADERS,
          'content-type': width ? 'image/webp' : row.type,
          ...(stopgap && { 'cache-control': 'public, max-age=86400' }),
        })
        .send(bytes);
    }
    if (!FILE_NAME.test(name)) throw new HttpError(404, 'File not found');
    let media = await mediaType(db, name);
    if (media?.pending) {
      await whenSized(name);
      media = await mediaType(db, name);
    }
    const bytes = media ? await storage.get(name) : null;
    if (!media || !bytes) throw new HttpError(404, 'File not found');
    return reply.headers({ ...MEDIA_HEADERS, 'content-type': media.type }).send(bytes);
  });
}
