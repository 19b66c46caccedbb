import { Spectral } from '@stoplight/spectral-core';
import { oas } from '@stoplight/spectral-rulesets';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

// The published contract (docs/decisions/022-schemas-on-routes-and-openapi.md). That every real
// answer matches its declared schema is checked by every test of the suite: the test server runs
// with checkAnswers on (lib/schemas.ts), so an answer outside its schema is a 500 there.

let server: TestServer;
let document: {
  openapi: string;
  info: { title: string };
  paths: Record<string, Record<string, { responses?: Record<string, unknown>; tags?: string[] }>>;
};
beforeAll(async () => {
  server = await startTestServer();
  const { status, body } = await server.call('GET', '/openapi.json');
  expect(status).toBe(200);
  document = body;
});
afterAll(() => server.stop());

const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );

describe('/api/v1/openapi.json', () => {
  test('is OpenAPI 3.1 and lists the store catalogue with its answers', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('Forgeworks API');
    const list = document.paths['/api/v1/stores/{store}/products']?.get;
    expect(list?.tags).toEqual(['catalogue']);
    expect(JSON.stringify(list?.responses?.['200'])).toContain('#/components/schemas/ProductPage');
    expect(JSON.stringify(list?.responses?.['4XX'] ?? list?.responses?.['4xx'])).toContain(
      'Message',
    );
  });

  test('every route of the API declares what it answers', () => {
    // Fastify's stand-in for a route without schemas is a 200 with a description and no content.
    const undeclared = operations()
      .filter(
        ({ operation }) =>
          !Object.entries(operation.responses ?? {}).some(
            ([status, answer]) =>
              status === '204' || (/^2/.test(status) && 'content' in (answer as object)),
          ),
      )
      .map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    expect(undeclared).toEqual([]);
  });

  test("passes Spectral's OpenAPI ruleset without an error or a warning", async () => {
    const spectral = new Spectral();
    spectral.setRuleset({ extends: [[oas as never, 'recommended']] });
    const results = await spectral.run(JSON.stringify(document));
    const problems = results.map(
      (r) =>
        `${r.severity === 0 ? 'error' : 'warning'} ${r.code}: ${r.message} at ${r.path.join('.')}`,
    );
    expect(problems.filter((p) => !p.startsWith('hint'))).toEqual([]);
  });
});

describe('/api/v1/docs', () => {
  test('is a reference page that loads its own scripts only', async () => {
    const response = await fetch(`${server.url}/docs/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('swagger-ui');
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toMatch(/https?:|validator\.swagger\.io/);
  });
});
