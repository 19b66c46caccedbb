import { isDeepStrictEqual } from 'node:util';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import fastJson from 'fast-json-stringify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageAnswer } from '@agency/contract';
import { z, type ZodType } from 'zod';
import { describe, HttpError } from './errors.ts';

/**
 * Schemas on routes (docs/decisions/022-schemas-on-routes-and-openapi.md). A route declares its
 * params, querystring, body and answers as the contract's zod schemas; fastify-type-provider-zod
 * types the handler from them and documents them in /api/v1/openapi.json, and these compilers
 * make Fastify use them:
 * - requests are checked by zod, and a refusal names its field the way every answer of the API
 *   does (`{ message }`, errors.ts);
 * - answers are written by fast-json-stringify from the schema's JSON Schema (Fastify's own
 *   serializer, faster than JSON.stringify), so nothing the contract does not declare leaves.
 */

/** A refused request: 400 with the first problem, field first (errors.ts `describe`). */
export function validatorCompiler({ schema }: { schema: unknown }) {
  const zod = schema as ZodType;
  return (data: unknown) => {
    const result = zod.safeParse(data ?? {});
    if (result.success) return { value: result.data };
    return { error: new HttpError(400, describe(result.error)) };
  };
}

/** The JSON Schema fast-json-stringify writes an answer from: the zod schema's output side. */
export function answerJsonSchema(schema: ZodType): Record<string, unknown> {
  return z.toJSONSchema(schema, {
    target: 'draft-7',
    io: 'output',
    unrepresentable: 'any',
  }) as Record<string, unknown>;
}

/**
 * `check`: also parse every answer with zod and compare what was written with what the handler
 * returned, so a route that answers outside its declared schema fails loudly (the test run turns
 * this on; config.checkAnswers).
 */
export function serializerCompiler(check: boolean) {
  return ({ schema, method, url }: { schema: unknown; method: string; url: string }) => {
    const zod = schema as ZodType;
    const write = fastJson(answerJsonSchema(zod) as unknown as Parameters<typeof fastJson>[0]);
    if (!check) return (data: unknown) => write(data);
    return (data: unknown) => {
      const parsed = zod.safeParse(data);
      if (!parsed.success)
        throw new Error(`${method} ${url} answered outside its schema: ${parsed.error.message}`);
      const written = write(data);
      const plain = JSON.parse(JSON.stringify(data)) as unknown;
      if (!isDeepStrictEqual(JSON.parse(written), plain))
        throw new Error(
          `${method} ${url} answered fields its schema does not declare: ${JSON.stringify(plain).slice(0, 300)} was written as ${written.slice(0, 300)}`,
        );
      return written;
    };
  };
}

/**
 * Installs both compilers; every module's routes then take zod schemas. A route that declares its
 * answers gets `{ message }` for its errors declared once, here (install before @fastify/swagger,
 * whose own onRoute hook then documents them).
 */
export function installSchemaCompilers(app: FastifyInstance, checkAnswers: boolean): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler(checkAnswers));
  app.addHook('onRoute', (route) => {
    const response = route.schema?.response as Record<string, unknown> | undefined;
    if (!response) return;
    response['4xx'] ??= messageAnswer;
    response['5xx'] ??= messageAnswer;
  });
}

/** The app a module's routes are added to: handlers are typed from their route's zod schemas. */
export type ApiApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
