import type { FastifyError, FastifyInstance } from 'fastify';
import type { ZodError, ZodType } from 'zod';

/** An error the client should read: its message is sent as `{ message }` with its status. */
export class HttpError extends Error {
  readonly status: number;
  readonly headers: Record<string, string>;
  constructor(status: number, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.headers = headers;
  }
}

/**
 * What a rule of the domain refused, said without HTTP: the data layer (`*queries.ts`) throws it,
 * and the error handler answers it with its status (DOMAIN_STATUS). The message is the client's
 * to read, like HttpError's.
 * - `not_found`: what the request names is not there (404);
 * - `conflict`: the data as it is now does not allow it: sold out, used up, taken (409);
 * - `invalid`: the request asks for something that can never be allowed as it is (400).
 */
export type DomainErrorKind = 'not_found' | 'conflict' | 'invalid';

export class DomainError extends Error {
  readonly kind: DomainErrorKind;
  constructor(kind: DomainErrorKind, message: string) {
    super(message);
    this.kind = kind;
  }
}

/** The status each kind of domain error is answered with, at the edge. */
export const DOMAIN_STATUS: Record<DomainErrorKind, number> = {
  not_found: 404,
  conflict: 409,
  invalid: 400,
};

/** Validates input against a contract schema; the first problem names its field. */
export function parse<T>(schema: ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw new HttpError(400, describe(result.error));
}

export function describe(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid input';
  if (issue.code === 'unrecognized_keys') return `Unknown field: ${issue.keys.join(', ')}`;
  const field = issue.path.join('.');
  if (issue.code === 'invalid_type' && issue.input === undefined && field) {
    return issue.message.includes('expected') ? `${field} is required` : issue.message;
  }
  if (issue.message.startsWith('Invalid') && field) return `${field}: ${issue.message}`;
  return issue.message;
}

const BUSY_SQLSTATES = new Set(['55P03', '57014', '53300', '53400', '40P01', '40001']);
const BAD_INPUT_SQLSTATES = new Set(['22021', '22P05']);

/** A refused body up to this size is still read, and dropped, after the answer (above the 21 MB upload). */
const LINGER_BYTES = 32 * 1024 * 1024;

/** Every error leaves as JSON `{ message }` with the right status; only real faults are 500s. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.status).headers(error.headers).send({ message: error.message });
    }
    if (error instanceof DomainError)
      return reply.code(DOMAIN_STATUS[error.kind]).send({ message: error.message });
    const fastifyError = error as FastifyError;
    const code = fastifyError.code ?? '';
    // Database pushback (a lock not granted in time, too many connections): busy, not broken.
    if (BUSY_SQLSTATES.has(code)) {
      return reply
        .code(503)
        .headers({ 'retry-after': '2' })
        .send({ message: 'The server is busy. Try again in a moment.' });
    }
    // Input the database cannot store that slipped past validation is still the client's mistake.
    if (BAD_INPUT_SQLSTATES.has(code))
      return reply
        .code(400)
        .send({ message: 'The request holds characters that cannot be stored' });
    const status = fastifyError.statusCode ?? 500;
    if (
      code === 'FST_ERR_CTP_BODY_TOO_LARGE' ||
      code === 'FST_REQ_FILE_TOO_LARGE' ||
      status === 413
    ) {
      // Fastify closes the connection on a body it will not read. Closing while the client's
      // bytes still arrive resets the connection, and a proxy still sending them (pnpm start's
      // web server) loses this answer and reports a 502. Up to LINGER_BYTES declared, the rest is
      // read and dropped instead (Node does so on a connection kept alive), as nginx's lingering
      // close does. Past it, or with no declared length (a chunked body has no end to count
      // to), the connection closes at once.
      const declared = request.headers['content-length'];
      if (declared !== undefined && Number(declared) <= LINGER_BYTES)
        reply.removeHeader('connection');
      else reply.header('connection', 'close');
      return reply.code(413).send({ message: 'The request is too large' });
    }
    if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) {
      return reply.code(415).send({ message: 'Unsupported content type' });
    }
    if (
      code.startsWith('FST_ERR_CTP') ||
      code === 'FST_ERR_VALIDATION' ||
      (status >= 400 && status < 500)
    ) {
      return reply
        .code(status >= 400 && status < 500 ? status : 400)
        .send({ message: fastifyError.message || 'Invalid request' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: 'Something went wrong' });
  });
  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send({ message: `No route for ${request.method} ${request.url.split('?')[0]}` }),
  );
}
