import { api } from '@agency/api-client';
import type { DomainState, StoreDomain, StoreInfo } from '@agency/contract';
import { formatLagosTime } from '@agency/contract/catalogue';
import { useRouteData } from '@agency/router';
import { Button, Loaded, useAction } from '@agency/ui-kit';
import { storeInfoKey } from '../../../lib/store-info.ts';
import './look.css';

const STEPS: { state: DomainState; label: string }[] = [
  { state: 'not_connected', label: 'Not connected' },
  { state: 'points_here', label: 'Points here' },
  { state: 'secure', label: 'Secure' },
];

/** Every read of this store's domain, whatever domain it had (a save changes the key). */
const domainKeys = (slug: string) => `store-admin:domain:${slug}:`;

const hostOf = (origin: string) => origin.replace(/^https?:\/\//, '').replace(/\/.*$/, '');

/**
 * Settings → Your own domain (docs/product-rules.md, "A store's address"): where the custom domain
 * stands (not connected → points here → secure), the DNS record that connects it, and Check now.
 * Links, search engines and mails use it only once it is secure.
 */
export function DomainStatus({ store }: { store: StoreInfo }) {
  const state = useRouteData(`${domainKeys(store.slug)}${store.custom_domain}`, () =>
    api.storeAdmin.domain(store.slug),
  );
  return (
    <section className="uk-panel sa-domain" aria-labelledby="sa-domain">
      <h2 id="sa-domain" className="sa-subtitle">
        Your own domain
      </h2>
      <Loaded state={state} what="the domain">
        {(domain) => <DomainView slug={store.slug} domain={domain} />}
      </Loaded>
    </section>
  );
}

function DomainView({ slug, domain }: { slug: string; domain: StoreDomain }) {
  const checking = useAction(() => api.storeAdmin.checkDomain(slug), {
    // The checklist and the store's links follow the domain's state.
    refreshes: [domainKeys(slug), `store-admin:checklist:${slug}`, storeInfoKey(slug)],
  });
  const now = hostOf(domain.origin);
  if (!domain.domain)
    return (
      <p className="uk-muted">
        No domain yet. Your store is at {now}; add a domain of your own under Custom domain above.
      </p>
    );
  const at = STEPS.findIndex((step) => step.state === domain.state);
  return (
    <>
      <p className="sa-domain__name">
        <strong>{domain.domain}</strong>{' '}
        <span className="sa-status" data-domain={domain.state}>
          {STEPS[at]!.label}
        </span>
      </p>
      <ol className="sa-domain__steps" aria-label="Where the domain stands">
        {STEPS.map((step, index) => (
          <li
            key={step.state}
            data-done={index <= at || undefined}
            aria-current={index === at ? 'step' : undefined}
          >
            <span>{step.label}</span>
          </li>
        ))}
      </ol>
      {domain.state === 'secure' ? (
        <p>Links, search engines and mails now use {domain.domain}.</p>
      ) : (
        <p>
          Until {domain.domain} is secure, links, search engines and mails use {now}, and shoppers
          can still reach the store there.
        </p>
      )}
      {domain.problem && <p className="sa-domain__problem">{domain.problem}</p>}
      {domain.state !== 'secure' && domain.records.length > 0 && (
        <div className="sa-domain__records">
          <p>
            {domain.records.length > 1
              ? 'Add one of these records at the company you bought the domain from:'
              : 'Add this record at the company you bought the domain from:'}
          </p>
          <ul>
            {domain.records.map((record) => (
              <li key={`${record.type} ${record.value}`}>
                <span className="sa-domain__type">{record.type}</span>{' '}
                <span className="sa-domain__value">
                  {record.name} → {record.value}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="sa-row sa-domain__check">
        <Button variant="secondary" busy={checking.busy} onClick={() => void checking.run()}>
          Check now
        </Button>
        <span className="uk-muted">
          {domain.checked_at
            ? `Last checked ${formatLagosTime(domain.checked_at)}. We check again every hour.`
            : 'Not checked yet. We check every hour.'}
        </span>
      </div>
    </>
  );
}
