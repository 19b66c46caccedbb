import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance, onSendHookHandler } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { isKeptAnswer } from './written-answers.ts';

const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

/**
 * An answer kept as bytes (lib/written-answers.ts: the read cache's answers) is compressed once
 * for each encoding a browser asks for, and the compressed bytes are kept beside it until the
 * cache lets it go. @fastify/compress compresses on every request: brotli of a store's first page
 * (8.9 kB) cost ~800 µs of CPU per browser read (docs/decisions/030-api-hot-path.md). Install it
 * before @fastify/compress's routes: an answer that leaves here with its Content-Encoding set is
 * passed through by that plugin as it is. Encodings are chosen as @fastify/compress chooses them
 * (its own negotiator), from the same list.
 */
export function compressKeptAnswers(
  app: FastifyInstance,
  { threshold, brotliQuality }: { threshold: number; brotliQuality: number },
): void {
  const negotiator = new Negotiator<Encoding>({ supportedValues: [...ENCODINGS] });
  const packed = new WeakMap<Buffer, Partial<Record<Encoding, Buffer>>>();
  const compress = (bytes: Buffer, encoding: Encoding): Buffer =>
    encoding === 'br'
      ? brotliCompressSync(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        })
      : gzipSync(bytes);
  // A plain hook (no promise): it runs for every answer of a route that may be compressed.
  const compressKept: onSendHookHandler = (request, reply, payload, done) => {
    const asked = request.headers['accept-encoding'];
    if (
      !asked ||
      !isKeptAnswer(payload) ||
      payload.length < threshold ||
      request.headers['x-no-compression'] !== undefined ||
      reply.getHeader('content-encoding') !== undefined
    )
      return done(null, payload);
    // x-gzip and * stand for gzip, as in @fastify/compress.
    const encoding = negotiator.negotiate(asked.toLowerCase().replace(/x-gzip|\*/g, 'gzip'));
    if (!encoding) return done(null, payload);
    let forms = packed.get(payload);
    if (!forms) {
      forms = {};
      packed.set(payload, forms);
    }
    forms[encoding] ??= compress(payload, encoding);
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    reply.header('content-encoding', encoding);
    done(null, forms[encoding]);
  };
  // A route that says `compress: false` (/health) gets no hook at all, as @fastify/compress
  // gives it none of its own.
  app.addHook('onRoute', (route) => {
    if (route.compress === false) return;
    route.onSend = [compressKept, ...[route.onSend ?? []].flat()];
  });
}
