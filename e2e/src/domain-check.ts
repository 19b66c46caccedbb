/**
 * Custom domain checks in the browser tests (docs/decisions/047-custom-domain-checks.md): the API
 * under test asks a DNS server on loopback and trusts a certificate made here, so a test can take a
 * domain from "not connected" to "secure" without anything leaving the machine. The ports follow
 * E2E_PORT, so runs on other ports do not meet; the test file starts the DNS server and the HTTPS
 * front (tests/store-domain.e2e.ts).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The custom domain the browser test connects (the certificate is for it). */
export const TEST_DOMAIN = 'shop.bimpesbakes.test';

/** The DNS server's (UDP) and the HTTPS front's ports of a run on `e2ePort`. */
export const domainCheckPorts = (e2ePort: number) => ({ dns: e2ePort + 53, https: e2ePort + 43 });

const folder = (e2ePort: number) => join(tmpdir(), `forgeworks-domain-check-${e2ePort}`);

/** The certificate for TEST_DOMAIN (made once per port with openssl), as PEM key and cert. */
export function domainCertificate(e2ePort: number): { key: string; cert: string } {
  const dir = folder(e2ePort);
  const key = join(dir, 'domain.key');
  const cert = join(dir, 'domain.crt');
  if (!existsSync(cert)) {
    mkdirSync(dir, { recursive: true });
    const fixed = 'req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 30';
    execFileSync(
      'openssl',
      [
        ...fixed.split(' '),
        '-keyout',
        key,
        '-out',
        cert,
        '-subj',
        `/CN=${TEST_DOMAIN}`,
        '-addext',
        `subjectAltName=DNS:${TEST_DOMAIN}`,
      ],
      { stdio: 'ignore' },
    );
  }
  return { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') };
}

/** The API's environment for checks against this run's DNS server and certificate. */
export function domainCheckEnv(e2ePort: number): Record<string, string> {
  domainCertificate(e2ePort);
  const ports = domainCheckPorts(e2ePort);
  return {
    STORE_DOMAIN_TARGET: '127.0.0.1',
    DOMAIN_CHECK_DNS_SERVERS: `127.0.0.1:${ports.dns}`,
    DOMAIN_CHECK_HTTPS_PORT: String(ports.https),
    DOMAIN_CHECK_CA: join(folder(e2ePort), 'domain.crt'),
    DOMAIN_CHECK_TIMEOUT_MS: '2000',
  };
}
