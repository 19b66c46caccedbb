import type { FastifyReply, FastifyRequest } from 'fastify';
import { json } from './headers.ts';

/**
 * The sizes of body the site passes on to the API, as nginx's `client_max_body_size` in
 * deploy/nginx.conf: pictures up to 20 MB on the upload route, 10 MB elsewhere (the CSV import's
 * 9 MB). The API's own limits are lower still and answered by the API; these keep what this
 * server streams on below what the API reads to its end before it answers (api lib/errors.ts),
 * so its answer is never lost to a reset connection.
 */
const UPLOAD_LIMIT = 21 * 1024 * 1024;
const BODY_LIMIT = 10 * 1024 * 1024;

/**
 * Past this much declared, a refused body is not read at all: the connection closes. Up to it, the
 * rest of the body is read and dropped after the 413 (Node does so on a connection kept open),
 * as nginx's lingering close does: a client still sending when the answer comes would otherwise
 * meet a reset connection and never read the answer.
 */
const LINGER_LIMIT = 64 * 1024 * 1024;

/**
 * 413 for a request to the API declaring a body past the site's limit, before any of it is read;
 * 411 for a body with no declared length.
 */
export async function refuseOversizedBody(request: FastifyRequest, reply: FastifyReply) {
  // A body sent in chunks has no size to check before it is passed on, and no end to read to:
  // browsers always send one with its length, so such a body is refused rather than streamed on.
  if (request.headers['transfer-encoding'] !== undefined)
    return json(
      reply.header('connection', 'close'),
      411,
      'Send the request body with its length (Content-Length)',
    );
  const declared = Number(request.headers['content-length'] ?? 0);
  const limit = request.url.split('?')[0] === '/api/v1/media/upload' ? UPLOAD_LIMIT : BODY_LIMIT;
  if (declared <= limit) return;
  if (declared > LINGER_LIMIT) reply.header('connection', 'close');
  return json(reply, 413, 'The request is too large');
}
