import { isCachedValue } from './micro-cache.ts';

type Serializer = (data: unknown) => string;
type SerializerCompiler = (route: { schema: unknown; method: string; url: string }) => Serializer;

/**
 * The JSON written for an answer that came out of the read cache (lib/micro-cache.ts), kept
 * with it: a hot list is written once per cache entry instead of once per request. Each route's
 * serializer (`compile`, lib/schemas.ts) still writes it the first time, so what leaves is what
 * the declared schema writes. With `check` (the test run), every hit is written again and
 * compared, so a cached answer changed after it was sent fails loudly instead of going stale.
 */
export function keepWrittenAnswers(
  compile: SerializerCompiler,
  check: boolean,
): SerializerCompiler {
  return (route) => {
    const write = compile(route);
    const written = new WeakMap<object, string>();
    return (data) => {
      if (!isCachedValue(data)) return write(data);
      const known = written.get(data);
      if (known === undefined) {
        const text = write(data);
        written.set(data, text);
        return text;
      }
      if (check && write(data) !== known)
        throw new Error(`${route.method} ${route.url} changed a cached answer after it was sent`);
      return known;
    };
  };
}
