import type { FastifyReply } from 'fastify';
import { isCachedValue } from './micro-cache.ts';

type Serializer = (data: unknown) => string;
type SerializerCompiler = (route: { schema: unknown; method: string; url: string }) => Serializer;

/** Every answer kept as bytes (below): lib/compressed-answers.ts compresses each of them once. */
const keptBytes = new WeakSet<Buffer>();

/** Whether `payload` is an answer kept as bytes by this module. */
export function isKeptAnswer(payload: unknown): payload is Buffer {
  return Buffer.isBuffer(payload) && keptBytes.has(payload);
}

const keep = (text: string): Buffer => {
  const bytes = Buffer.from(text);
  keptBytes.add(bytes);
  return bytes;
};

/**
 * The JSON written for an answer that came out of the read cache (lib/micro-cache.ts), kept
 * with it: a hot list is written once per cache entry instead of once per request. Each route's
 * serializer (`compile`, lib/schemas.ts) still writes it the first time, so what leaves is what
 * the declared schema writes. With `check` (the test run), every hit is written again and
 * compared, so a cached answer changed after it was sent fails loudly instead of going stale.
 * The kept answer is its UTF-8 bytes: Fastify sends a Buffer as it is, where a string is measured
 * (Buffer.byteLength) and encoded again on every send, the largest cost left on a hot list
 * (docs/decisions/030-api-hot-path.md).
 */
export function keepWrittenAnswers(
  compile: SerializerCompiler,
  check: boolean,
): SerializerCompiler {
  return (route) => {
    const write = compile(route);
    const written = new WeakMap<object, Buffer>();
    return (data) => {
      if (!isCachedValue(data)) return write(data);
      let known = written.get(data);
      if (known === undefined) {
        known = keep(write(data));
        written.set(data, known);
      } else if (check && write(data) !== known.toString())
        throw new Error(`${route.method} ${route.url} changed a cached answer after it was sent`);
      // A serializer's answer may be a Buffer: Fastify's send takes strings and Buffers alike.
      return known as unknown as string;
    };
  };
}

/** `answer` as JSON, written by `schema` (else the route's own answer schema). */
export function writtenJson(reply: FastifyReply, answer: unknown, schema?: unknown): string {
  return schema === undefined
    ? (reply.serialize(answer) as string)
    : reply.serializeInput(answer as Record<string, unknown>, schema as Record<string, unknown>);
}

/**
 * An answer a route keeps in the read cache already written (a list whose route answers one of
 * two shapes, or wraps its rows): its bytes, kept and sent as they are, like the answers above.
 */
export const writtenBytes = (reply: FastifyReply, answer: unknown, schema?: unknown): Buffer =>
  keep(writtenJson(reply, answer, schema));

/** Sends JSON already written (`writtenJson`, `writtenBytes`) as it is. */
export const sendWritten = (reply: FastifyReply, json: Buffer | string) =>
  reply.type('application/json; charset=utf-8').send(json);
