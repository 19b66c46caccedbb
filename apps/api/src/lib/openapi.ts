import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export const OPENAPI_PATH = '/api/v1/openapi.json';
export const DOCS_PATH = '/api/v1/docs';

/** GET /api/v1/stores/{store}/products → getStoresStoreProducts: stable, readable, unique. */
function operationId(method: string, url: string): string {
  const words = url
    .replace(/^\/api\/v1\//, '')
    .split(/[/_-]/)
    .filter(Boolean)
    .map((w) => w.replace(/^:/, ''))
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1));
  return method.toLowerCase() + words.join('');
}

/** The reference page's name in its top bar, drawn here (nothing is fetched from elsewhere). */
const WORDMARK = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="220" height="32" viewBox="0 0 220 32"><text x="0" y="23" fill="#fff" font-family="system-ui, sans-serif" font-size="20" font-weight="700">Forgeworks API</text></svg>',
);

/** What an answer is, by status, where the route does not say more. */
const ANSWER_DESCRIPTIONS: Record<string, string> = {
  200: 'Done: the answer',
  201: 'Made: what was made',
  202: 'Accepted',
  204: 'Done: no content',
  '4xx':
    'Refused: `message` says why (400 bad input, 401 signed out, 403 not allowed, 404 not found, 409 conflict, 429 too many)',
  '5xx': 'Not served: `message` says so (503 busy; try again)',
};

type Document = { components?: { schemas?: Record<string, unknown> } } & Record<string, unknown>;

/**
 * Every named schema has an input and an output form; only those some route uses are published
 * (a schema may refer to another, so this runs until nothing more goes).
 */
function withoutUnusedSchemas(document: Document): Document {
  const schemas = { ...document.components?.schemas };
  for (;;) {
    const text = JSON.stringify({ ...document, components: { ...document.components, schemas } });
    const unused = Object.keys(schemas).filter(
      (name) => !text.includes(`"#/components/schemas/${name}"`),
    );
    if (unused.length === 0) break;
    for (const name of unused) delete schemas[name];
  }
  return { ...document, components: { ...document.components, schemas } };
}

/**
 * The published contract (docs/decisions/022-schemas-on-routes-and-openapi.md): every route's zod
 * schemas, as OpenAPI 3.1, at /api/v1/openapi.json, and a reference page at /api/v1/docs. Register
 * before the modules: @fastify/swagger collects routes as they are added.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  version: string,
  tags: readonly { name: string; description: string }[],
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Forgeworks API',
        version,
        description:
          'The API behind the Forgeworks agency site, its stores and their admins. Every error answers `{ "message": "..." }` with its HTTP status. Signed-in calls send `Authorization: Bearer <token>` from POST /auth/login.',
        contact: { name: 'Forgeworks', url: 'https://forgeworks.ng' },
        license: { name: 'Proprietary', identifier: 'LicenseRef-Forgeworks' },
      },
      servers: [{ url: '/', description: 'This server' }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    // Routes are named for clients (their module tags them, app.ts).
    transform: (document) => {
      const { schema, url } = jsonSchemaTransform(document);
      const method = [document.route.method].flat()[0];
      const response = schema.response as Record<string, Record<string, unknown>> | undefined;
      for (const [status, answer] of Object.entries(response ?? {}))
        if (!answer.description) answer.description = ANSWER_DESCRIPTIONS[status] ?? 'Done';
      return { url, schema: { operationId: operationId(String(method), url), ...schema } };
    },
    transformObject: (document) =>
      withoutUnusedSchemas({
        ...(jsonSchemaTransformObject(document) as Document),
        tags: [...tags],
      }) as ReturnType<typeof jsonSchemaTransformObject>,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    uiConfig: { validatorUrl: null, deepLinking: true },
    theme: { title: 'Forgeworks API reference' },
    logo: { type: 'image/svg+xml', content: WORDMARK, href: DOCS_PATH },
    // The page's own files only: the API's policy (default-src 'none') would blank it, and the
    // plugin's would let it load styles from any https site. swagger-ui sets inline styles.
    staticCSP: true,
    transformStaticCSP: () => {
      const { script } = (app as unknown as { swaggerCSP: { script: string[] } }).swaggerCSP;
      return [
        "default-src 'none'",
        `script-src 'self' ${script.join(' ')}`,
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data:",
        "connect-src 'self'",
        "font-src 'self' data:",
        "base-uri 'none'",
        "form-action 'none'",
        "frame-ancestors 'none'",
      ].join('; ');
    },
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
}
