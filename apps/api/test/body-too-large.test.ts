import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

// A body past a route's limit is answered 413, and the answer reaches a client that is still
// sending (a proxy streams what it receives): the rest is read and dropped, not reset.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

/**
 * Sends a POST to /contact declaring `size` bytes and writes them in 64 kB pieces, reading what
 * comes back as it goes, as a proxy passes a body on. What was sent, the answer's status line and
 * body, and the socket's error if it was reset.
 */
function stream(size: number, { chunked = false } = {}) {
  const { port } = new URL(server.url);
  const chunk = Buffer.alloc(64 * 1024, 'x');
  return new Promise<{ sent: number; answer: string; error?: string }>((resolve) => {
    let sent = 0;
    let answer = '';
    let error: string | undefined;
    const socket = connect(Number(port), '127.0.0.1');
    socket.setEncoding('utf8');
    socket.on('data', (text: string) => {
      answer += text;
    });
    socket.on('error', (failure: NodeJS.ErrnoException) => {
      error = failure.code ?? failure.message;
    });
    socket.on('close', () => resolve({ sent, answer, error }));
    const length = chunked ? 'transfer-encoding: chunked' : `content-length: ${size}`;
    socket.write(
      `POST /api/v1/contact HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\n${length}\r\n\r\n`,
    );
    const write = () => {
      while (sent < size && !socket.destroyed) {
        const part = chunk.subarray(0, Math.min(chunk.length, size - sent));
        sent += part.length;
        if (chunked) socket.write(`${part.length.toString(16)}\r\n`);
        if (!socket.write(chunked ? Buffer.concat([part, Buffer.from('\r\n')]) : part))
          return void socket.once('drain', write);
      }
      // All sent: the answer has come or is coming; then this client is done.
      if (!socket.destroyed) setTimeout(() => socket.end(), 200);
    };
    write();
  });
}

describe('a body too large for its route', () => {
  it('is answered 413 after the rest is read, so a client still sending gets the answer', async () => {
    for (let i = 0; i < 5; i++) {
      const { sent, answer, error } = await stream(4 * 1024 * 1024);
      expect(error).toBeUndefined();
      expect(sent).toBe(4 * 1024 * 1024);
      expect(answer).toMatch(/^HTTP\/1\.1 413 /);
      expect(answer).toContain('{"message":"The request is too large"}');
    }
    expect((await server.call('GET', '/health')).status).toBe(200);
  });

  it('past 32 MB declared, is not read on: the connection closes under the sender', async () => {
    const { sent } = await stream(40 * 1024 * 1024);
    expect(sent).toBeLessThan(40 * 1024 * 1024);
    expect((await server.call('GET', '/health')).status).toBe(200);
  });

  it('sent in chunks, with no length to count to, is not read on either', async () => {
    const { sent } = await stream(40 * 1024 * 1024, { chunked: true });
    expect(sent).toBeLessThan(40 * 1024 * 1024);
    expect((await server.call('GET', '/health')).status).toBe(200);
  });
});
