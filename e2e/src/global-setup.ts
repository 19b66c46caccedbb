import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveProduct, type RunningProduct } from '@agency/serve';
import type { TestProject } from 'vitest/node';
import { startApi, type RunningApi } from './api.ts';

export const REPO_ROOT = join(import.meta.dirname, '..', '..');
/** Ports of the product under test (the shell; the other apps keep their offsets from it). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 9180);

let product: RunningProduct | undefined;
let api: RunningApi | undefined;

export async function setup(project: TestProject) {
  api = await startApi();
  // The registry is a file, as an environment's remotes.json would be: a test may deploy a remote
  // elsewhere by rewriting it, and the running shell serves the new one on the next request.
  const registryFile = join(mkdtempSync(join(tmpdir(), 'agency-registry-')), 'remotes.json');
  const generated = await serveProduct({ repoRoot: REPO_ROOT, port: E2E_PORT, apiOrigin: api.url, publicHost: '127.0.0.1', registryFile });
  writeFileSync(registryFile, JSON.stringify(generated.registry, null, 2));
  product = generated;
  project.provide('baseUrl', `http://127.0.0.1:${E2E_PORT}`);
  project.provide('apiUrl', api.url);
  project.provide('dataDir', api.dataDir);
  project.provide('registryFile', registryFile);
}

export async function teardown() {
  await product?.close();
  await api?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    apiUrl: string;
    dataDir: string;
    registryFile: string;
  }
}
