import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerDomainProof } from '../src/domain-proof.ts';

// A custom domain's check fetches the store's token from the store site over HTTPS: the site
// answers it only when the API says it is the token of the store whose domain the Host is.
const TOKEN = 'a'.repeat(32);
let api: Server;
const asked: string[] = [];
const app = Fastify();

beforeAll(async () => {
  // The API's answer: shop.mamatiti.ng's store has TOKEN; every other pair is unknown.
  api = createServer((req, res) => {
    asked.push(req.url ?? '');
    const known = req.url === `/api/v1/store-hosts/shop.mamatiti.ng/domain-proof/${TOKEN}`;
    res.writeHead(known ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(known ? { token: TOKEN } : { message: 'Not found' }));
  });
  await new Promise<void>((done) => api.listen(0, '127.0.0.1', done));
  registerDomainProof(app, `http://127.0.0.1:${(api.address() as AddressInfo).port}`);
});
afterAll(async () => {
  await app.close();
  api.close();
});

const proof = (host: string, token: string) =>
  app.inject({ method: 'GET', url: `/.well-known/forgeworks-domain/${token}`, headers: { host } });

describe("the store site's answer to a domain check", () => {
  it('answers the token for the store whose domain the Host is, and nothing for any other', async () => {
    const known = await proof('shop.mamatiti.ng:443', TOKEN);
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(TOKEN);
    expect(known.headers['cache-control']).toBe('no-store');
    expect((await proof('other.ng', TOKEN)).statusCode).toBe(404);
    expect((await proof('shop.mamatiti.ng', 'b'.repeat(32))).statusCode).toBe(404);
  });

  it('never asks the API about something that is no token', async () => {
    asked.length = 0;
    expect((await proof('shop.mamatiti.ng', '..%2f..%2fstores')).statusCode).toBe(404);
    expect(asked).toEqual([]);
  });
});
