/**
 * A store's custom domain as its owner sees it (docs/product-rules.md, "A store's address"): it
 * counts (links, the checklist) only once it is secure.
 * - `not_connected`: no domain, or its name does not resolve to the platform yet;
 * - `points_here`: it resolves here, but the store's token is not answered over HTTPS yet;
 * - `secure`: both: links, og:url, sitemaps and mails use it.
 */
export type DomainState = 'not_connected' | 'points_here' | 'secure';

/** A DNS record the owner adds at their registrar. */
export interface DomainRecord {
  type: 'CNAME' | 'A' | 'AAAA';
  name: string;
  value: string;
}

export interface StoreDomain {
  /** The domain typed in Settings, or '' none. */
  domain: string;
  state: DomainState;
  /** When it was last checked (ISO), or null not yet. */
  checked_at: string | null;
  /** What the last check found wrong, in the owner's words; '' when secure or not checked. */
  problem: string;
  /** One of these records makes the domain point here. */
  records: DomainRecord[];
  /** The address links use now: the custom domain once secure, else {slug}.{STORE_DOMAIN}. */
  origin: string;
}
