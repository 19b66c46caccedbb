import { api } from '@agency/api-client';
import type { StoreInfo } from '@agency/contract';
import { koboToNaira, nairaToKobo } from '@agency/contract/catalogue';
import { EMAIL_PATTERN } from '@agency/contract/rules';
import { ChangePasswordForm } from '@agency/auth-gate';
import { usePageMeta } from '@agency/router';
import { AdminPage, Button, TextArea, TextField, useAction, useFieldErrors } from '@agency/ui-kit';
import { type FormEvent, useState } from 'react';
import { DomainStatus } from './look/DomainStatus.tsx';
import { LookSection } from './look/LookSection.tsx';
import { OrderLimitsSettings } from './order-limits.tsx';
import { useManagedStore } from './store-choice.tsx';

interface ZoneRow {
  name: string;
  fee: string;
}

/**
 * Settings: the store's look (name, copy, pictures, colours, categories, links, domain; look/), its
 * contact, delivery zones with their fees, pickup and transfer details.
 */
/** A demo store's orders email and bank details are demo text (decision 033): shown, not edited. */
const DEMO_FIXED = 'A demo store keeps its demo text here; it changes once the store is launched.';

export function SettingsPage() {
  const { store, saved } = useManagedStore();
  usePageMeta({ title: `Settings · ${store.name} store admin` });
  return (
    // One column for the four parts: the page's width and the gaps between them.
    <AdminPage title="Settings">
      <SettingsForm key={store.slug} store={store} onSaved={saved} />
      <LookSection key={`look-${store.slug}`} store={store} onSaved={saved} />
      <DomainStatus key={`domain-${store.slug}`} store={store} />
      <OrderLimitsSettings key={`limits:${store.slug}`} store={store} onSaved={saved} />
      <section aria-label="Your account">
        <ChangePasswordForm area="store_admin" />
      </section>
    </AdminPage>
  );
}

function SettingsForm({
  store,
  onSaved,
}: {
  store: StoreInfo;
  onSaved: (store: StoreInfo) => void;
}) {
  const [form, setForm] = useState({
    contact_email: store.contact_email,
    contact_phone: store.contact_phone,
    pickup_address: store.pickup_address,
    bank_details: store.bank_details,
  });
  const [zones, setZones] = useState<ZoneRow[]>(
    store.delivery_zones.map((z) => ({ name: z.name, fee: String(koboToNaira(z.fee_kobo)) })),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const errors = useFieldErrors<keyof typeof form>();
  const saving = useAction(
    async () =>
      onSaved(
        await api.storeAdmin.saveSettings(store.slug, {
          ...form,
          delivery_zones: zones.map((z) => ({
            name: z.name.trim(),
            fee_kobo: nairaToKobo(Number(z.fee)),
          })),
        }),
      ),
    { success: 'Settings saved', onError: (error) => setProblem((error as Error).message) },
  );
  const field = (name: keyof typeof form) => ({
    value: form[name],
    error: errors.errorOf(name),
    onChange: (e: { target: { value: string } }) => {
      setForm((f) => ({ ...f, [name]: e.target.value }));
      errors.clear(name);
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const valid = errors.show({
      contact_email: EMAIL_PATTERN.test(form.contact_email.trim())
        ? undefined
        : 'Enter the email address orders go to, like orders@shop.ng.',
    });
    if (!valid) return;
    const bad = zones.find(
      (z) => z.name.trim().length < 2 || z.fee === '' || Number.isNaN(Number(z.fee)),
    );
    if (bad) return setProblem('Each delivery zone needs a name and a fee (0 for free delivery).');
    setProblem(null);
    await saving.run();
  };

  return (
    <form
      ref={errors.formRef}
      className="sa-form"
      onSubmit={submit}
      noValidate
      aria-label="Store settings"
    >
      {problem && (
        <div className="sa-errors" role="alert">
          <strong>The settings were not saved.</strong> {problem}
        </div>
      )}
      <section className="uk-panel" aria-labelledby="sa-store">
        <h2 id="sa-store" className="sa-subtitle">
          The store
        </h2>
        <TextField
          label="Orders email"
          type="email"
          hint={store.is_demo ? DEMO_FIXED : 'Each new order is mailed here.'}
          readOnly={store.is_demo}
          {...field('contact_email')}
        />
        <TextField label="Phone" type="tel" {...field('contact_phone')} />
      </section>
      <section className="uk-panel" aria-labelledby="sa-zones">
        <h2 id="sa-zones" className="sa-subtitle">
          Delivery zones
        </h2>
        {zones.length === 0 && <p className="uk-muted">No delivery: shoppers can only pick up.</p>}
        <ul className="sa-zones">
          {zones.map((zone, index) => (
            <li key={index} className="sa-row">
              <TextField
                label="Zone"
                value={zone.name}
                onChange={(e) =>
                  setZones(zones.map((z, i) => (i === index ? { ...z, name: e.target.value } : z)))
                }
              />
              <TextField
                label="Fee (₦)"
                inputMode="decimal"
                value={zone.fee}
                onChange={(e) =>
                  setZones(
                    zones.map((z, i) =>
                      i === index ? { ...z, fee: e.target.value.replace(/[^\d.]/g, '') } : z,
                    ),
                  )
                }
              />
              <Button
                variant="ghost"
                small
                onClick={() => setZones(zones.filter((_, i) => i !== index))}
              >
                Remove<span className="uk-visually-hidden"> zone {zone.name}</span>
              </Button>
            </li>
          ))}
        </ul>
        <Button
          variant="secondary"
          small
          onClick={() => setZones([...zones, { name: '', fee: '' }])}
        >
          Add a zone
        </Button>
      </section>
      <section className="uk-panel" aria-labelledby="sa-pay">
        <h2 id="sa-pay" className="sa-subtitle">
          Pickup and payment
        </h2>
        <TextArea
          label="Pickup address"
          rows={2}
          hint="Leave empty if shoppers cannot pick up."
          {...field('pickup_address')}
        />
        <TextArea
          label="Bank details for transfers"
          rows={2}
          hint={
            store.is_demo
              ? DEMO_FIXED
              : 'Shown after a shopper chooses to pay by transfer. Leave empty to take no transfers.'
          }
          readOnly={store.is_demo}
          {...field('bank_details')}
        />
      </section>
      <div className="sa-row">
        <Button type="submit" busy={saving.busy}>
          Save settings
        </Button>
      </div>
    </form>
  );
}
