import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { ofProduct } from '../src/product.ts';

/**
 * The site's way to the API (`/api` on the shell's origin, as `pnpm start` serves it): a request
 * reaches the API and its answer comes back as the API gave it.
 */
const base = ofProduct('baseUrl');

/**
 * POSTs `body` as JSON the way curl sends a large body: `Expect: 100-continue` first, the body
 * after the server's 100 Continue. The final answer.
 */
function postExpectingContinue(path: string, body: unknown) {
  const { hostname, port } = new URL(base);
  const bytes = Buffer.from(JSON.stringify(body));
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      {
        host: hostname,
        port,
        path,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': bytes.length,
          expect: '100-continue',
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.on('continue', () => req.end(bytes));
    req.on('error', reject);
  });
}

describe('the API through the site', () => {
  it("a client that asks to continue before its body gets the API's answer, not a 502", async () => {
    // Without a valid message: the API's own check answers.
    const answer = await postExpectingContinue('/api/v1/contact', { name: 'Ada' });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).message).toBeTruthy();
  });

  it("a body past the API's limit gets the API's 413 every time, not a 502", async () => {
    // 2 MB: past the contact form's limit, within what the site passes on.
    const body = JSON.stringify({ name: 'Ada', message: 'x'.repeat(2_000_000) });
    for (let i = 0; i < 8; i++) {
      const answer = await fetch(`${base}/api/v1/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(answer.status).toBe(413);
      expect(await answer.json()).toEqual({ message: 'The request is too large' });
    }
  });

  it('a body past what the site passes on is refused by the site', async () => {
    // 40 MB: past the site's 10 MB, and past the 32 MB the API would read before closing under
    // the sender, so only the site's own refusal answers it cleanly.
    for (let i = 0; i < 2; i++) {
      const answer = await fetch(`${base}/api/v1/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: Buffer.alloc(40 * 1024 * 1024, 'x'),
      });
      expect(answer.status).toBe(413);
      expect(await answer.json()).toEqual({ message: 'The request is too large' });
    }
    expect((await fetch(`${base}/api/v1/health`)).status).toBe(200);
  });

  it('a body sent in chunks, with no length, is refused by the site with 411', async () => {
    const { hostname, port } = new URL(base);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        { host: hostname, port, path: '/api/v1/contact', method: 'POST' },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (text: string) => {
            body += text;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      req.setHeader('content-type', 'application/json');
      // No content-length: Node sends the body in chunks.
      req.write('{"name":"Ada",');
      req.end('"message":"hi"}');
    });
    expect(answer.status).toBe(411);
    expect(JSON.parse(answer.body)).toEqual({
      message: 'Send the request body with its length (Content-Length)',
    });
  });
});
