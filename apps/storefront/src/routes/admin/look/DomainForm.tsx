import { api } from '@agency/api-client';
import { useSession } from '@agency/auth-gate';
import type { StoreInfo } from '@agency/contract';
import { Button, TextField, useAction, useFieldErrors } from '@agency/ui-kit';
import { type FormEvent, useState } from 'react';
import { storeInfoKey } from '../../../lib/store-info.ts';
import { RefusalBanner, useRefusal } from '../refusal.tsx';

const REFUSALS = [['custom_domain', /domain|IP address/i]] as const;

/**
 * Settings → Domain: the store's own domain, typed and saved here; DomainStatus under it says
 * where it stands and how to connect it. Only the owner (or an admin) moves it; the API checks too.
 */
export function DomainForm({
  store,
  onSaved,
}: {
  store: StoreInfo;
  onSaved: (store: StoreInfo) => void;
}) {
  const [domain, setDomain] = useState(store.custom_domain ?? '');
  const role = useSession('store_admin')?.role;
  const mayMoveDomain = role === 'owner' || role === 'admin';
  const errors = useFieldErrors<'custom_domain'>();
  const refusal = useRefusal(errors, REFUSALS);
  const saving = useAction(
    async () =>
      onSaved(await api.storeAdmin.saveSettings(store.slug, { custom_domain: domain.trim() })),
    {
      success: 'Domain saved',
      onError: (error) => refusal.refuse((error as Error).message),
      // The domain's panel, the checklist and the store's links follow it.
      refreshes: [
        `store-admin:domain:${store.slug}:`,
        `store-admin:checklist:${store.slug}`,
        storeInfoKey(store.slug),
      ],
    },
  );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving.busy) return;
    refusal.clear();
    await saving.run();
  };
  return (
    <form
      ref={errors.formRef}
      className="sa-form uk-panel"
      onSubmit={submit}
      noValidate
      aria-label="The store's domain"
    >
      <RefusalBanner {...refusal} title="The domain was not saved." />
      <TextField
        label="Custom domain"
        name="custom_domain"
        placeholder="shop.example.ng"
        hint={
          mayMoveDomain
            ? `The store is always at ${store.subdomain_host || 'its own subdomain'}. Add your domain here; Your own domain below says how to connect it.`
            : "Only the store's owner can change the domain."
        }
        readOnly={!mayMoveDomain}
        value={domain}
        error={errors.errorOf('custom_domain')}
        onChange={(e) => {
          setDomain(e.target.value);
          errors.clear('custom_domain');
        }}
      />
      {mayMoveDomain && (
        <div className="sa-row">
          <Button type="submit" busy={saving.busy}>
            Save the domain
          </Button>
        </div>
      )}
    </form>
  );
}
