/**
 * Whether a store's custom domain reaches the platform (docs/decisions/047-custom-domain-checks.md):
 * its name resolves to one of the configured targets (an A/AAAA record with a target address, or a
 * CNAME to a target name or the store's own {slug}.{STORE_DOMAIN}), and the store site answers the
 * store's token over HTTPS for that name, with a certificate the system's CAs trust. Real DNS and
 * TLS in production; a test points DOMAIN_CHECK_DNS_SERVERS and DOMAIN_CHECK_CA at its own.
 */
import { Resolver } from 'node:dns/promises';
import { isIP } from 'node:net';
import https from 'node:https';
import { rootCertificates } from 'node:tls';
import type { DomainState } from '@agency/contract';
import type { Config } from '../config.ts';

type CheckConfig = Config['domainCheck'];

/** Where the store site answers a store's token (apps/web-server, static-site.ts). */
export const DOMAIN_PROOF_PATH = '/.well-known/forgeworks-domain/';

export interface DomainCheck {
  state: DomainState;
  /** What is wrong, in the owner's words; '' when secure. */
  problem: string;
}

/** The name a CNAME should point at: the first target that is a host name, else the store's own host. */
export function cnameTarget(config: CheckConfig, subdomainHost: string): string {
  return config.targets.find((target) => !isIP(target)) ?? subdomainHost;
}

function resolverFor(config: CheckConfig): Resolver {
  const resolver = new Resolver({ timeout: config.timeoutMs, tries: 2 });
  if (config.dnsServers.length > 0) resolver.setServers(config.dnsServers);
  return resolver;
}

/** A lookup that never throws: a name without such records has none. */
const none = (promise: Promise<string[]>) => promise.catch(() => [] as string[]);

/**
 * The addresses `name` reaches that are the platform's; [] when it points elsewhere or nowhere. A
 * CNAME to a target name counts, and the addresses are then that name's own, never ones the
 * domain's DNS answers for itself: the check only ever connects to the platform.
 */
async function platformAddresses(
  resolver: Resolver,
  config: CheckConfig,
  name: string,
  subdomainHost: string,
): Promise<string[]> {
  const names = new Set(config.targets.filter((target) => !isIP(target)));
  names.add(subdomainHost);
  const addresses = new Set(config.targets.filter((target) => isIP(target)));
  const cnames = (await none(resolver.resolveCname(name))).map((c) => c.toLowerCase());
  const viaName = cnames.find((cname) => names.has(cname.replace(/\.$/, '')));
  const lookUp = async (host: string) => [
    ...(await none(resolver.resolve4(host))),
    ...(await none(resolver.resolve6(host))),
  ];
  if (viaName) return lookUp(viaName.replace(/\.$/, ''));
  return (await lookUp(name)).filter((address) => addresses.has(address));
}

/** The body of GET https://{name}{DOMAIN_PROOF_PATH}{token} at `address`, or why it failed. */
function fetchProof(
  config: CheckConfig,
  name: string,
  address: string,
  token: string,
): Promise<{ body: string } | { error: string }> {
  return new Promise((resolve) => {
    const request = https.get(
      {
        host: name,
        servername: name,
        port: config.httpsPort,
        path: `${DOMAIN_PROOF_PATH}${token}`,
        // The address the check found, not the system resolver's: the same name, the same answer.
        lookup: (_host, options, done) => {
          const family = isIP(address);
          if ((options as { all?: boolean }).all) done(null, [{ address, family }]);
          else (done as (e: null, a: string, f: number) => void)(null, address, family);
        },
        ca: config.ca ? [...rootCertificates, config.ca] : undefined,
        timeout: config.timeoutMs,
        headers: { accept: 'text/plain' },
        agent: false,
      },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          resolve({ error: `status ${response.statusCode}` });
          return;
        }
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
          // A token is short: a page that goes on is not the store site's answer.
          if (body.length > 1024) request.destroy(new Error('answer too long'));
        });
        response.on('end', () => resolve({ body }));
      },
    );
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', (error) => resolve({ error: error.message }));
  });
}

/** Checks `name` for the store whose token and own host are given. */
export async function checkDomain(
  config: CheckConfig,
  name: string,
  token: string,
  subdomainHost: string,
): Promise<DomainCheck> {
  const addresses = await platformAddresses(resolverFor(config), config, name, subdomainHost);
  if (addresses.length === 0)
    return {
      state: 'not_connected',
      problem: `${name} does not point here yet. Add the DNS record below at the company you bought the domain from; it can take a few hours to reach everyone.`,
    };
  const answer = await fetchProof(config, name, addresses[0]!, token);
  if ('body' in answer && answer.body.trim() === token) return { state: 'secure', problem: '' };
  return {
    state: 'points_here',
    problem: `${name} points here. Its secure certificate is not ready yet; this usually takes a few minutes.`,
  };
}
