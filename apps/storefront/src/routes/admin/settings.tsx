import { api } from '@agency/api-client';
import type { StoreInfo } from '@agency/contract';
import { leavesNoWayToPay, NO_WAY_TO_PAY } from '@agency/contract/catalogue';
import {
  displayPhone,
  EMAIL_PATTERN,
  isPhoneOrEmpty,
  normalisePhone,
  phoneMessage,
} from '@agency/contract/rules';
import { useSession } from '@agency/auth-gate';
import { Button, TextArea, TextField, useAction, useFieldErrors } from '@agency/ui-kit';
import { type FormEvent, useState } from 'react';
import {
  DeliveryZonesEditor,
  type ZoneRow,
  zoneErrors,
  zoneRow,
  zonesRequest,
} from './DeliveryZones.tsx';
import { DeliveryDaysEditor, windowsRequest } from './DeliveryDays.tsx';
import { MAY_CHANGE_PAYOUTS } from './payouts/PayoutsSection.tsx';
import { RefusalBanner, useRefusal } from './refusal.tsx';

/**
 * Settings → Delivery and payment: the store's contact, delivery zones with their fees and ways to
 * pay, pickup and transfer details. The other parts have pages of their own (settings-pages.tsx).
 */
/** A demo store's orders email and bank details are demo text (decision 033): shown, not edited. */
const DEMO_FIXED = 'A demo store keeps its demo text here; it changes once the store is launched.';

type SettingsField =
  | 'contact_email'
  | 'contact_phone'
  | 'pickup_address'
  | 'bank_details'
  | 'opening_days';

/** The field a refusal of the server is about, by its first words (refusal.tsx). */
const SETTINGS_REFUSALS: readonly (readonly [SettingsField | `zone-${number}`, RegExp])[] = [
  ['contact_email', /email address/i],
  ['contact_phone', /^Enter a phone number/],
  ['pickup_address', /^Pickup address/],
  ['bank_details', /^Bank details|^Shoppers would have no way to pay/],
  ['opening_days', /day the store delivers|^Time of day/],
];

export function SettingsForm({
  store,
  onSaved,
}: {
  store: StoreInfo;
  onSaved: (store: StoreInfo) => void;
}) {
  const [form, setForm] = useState({
    contact_email: store.contact_email,
    contact_phone: displayPhone(store.contact_phone),
    pickup_address: store.pickup_address,
    bank_details: store.bank_details,
  });
  const [payOnDelivery, setPayOnDelivery] = useState(store.pay_on_delivery);
  const [days, setDays] = useState(store.opening_days);
  const [windows, setWindows] = useState(store.delivery_windows.join('\n'));
  const [zones, setZones] = useState<ZoneRow[]>(store.delivery_zones.map(zoneRow));
  // Where transfers go is the owner's (or an admin's) to change, as payouts are (the API refuses
  // a store admin's change): the field is shown to a store admin, not edited.
  const session = useSession('store_admin');
  const mayChangeBank = !!session && MAY_CHANGE_PAYOUTS.has(session.role);
  const errors = useFieldErrors<SettingsField | `zone-${number}`>();
  const refusal = useRefusal(errors, SETTINGS_REFUSALS);
  const saving = useAction(
    async () =>
      onSaved(
        await api.storeAdmin.saveSettings(store.slug, {
          ...form,
          // Sent only when changed: a store admin saves the rest without touching it.
          bank_details: form.bank_details === store.bank_details ? undefined : form.bank_details,
          contact_phone: normalisePhone(form.contact_phone) ?? form.contact_phone.trim(),
          pay_on_delivery: payOnDelivery,
          delivery_zones: zonesRequest(zones),
          opening_days: days,
          delivery_windows: windowsRequest(windows),
        }),
      ),
    { success: 'Settings saved', onError: (error) => refusal.refuse((error as Error).message) },
  );
  const field = (name: Exclude<SettingsField, 'opening_days'>) => ({
    value: form[name],
    error: errors.errorOf(name),
    onChange: (e: { target: { value: string } }) => {
      setForm((f) => ({ ...f, [name]: e.target.value }));
      errors.clear(name);
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    refusal.clear();
    // The API's rules, checked first so each refusal sits at its field (the server checks again).
    const noWayToPay = leavesNoWayToPay({
      pay_on_delivery: payOnDelivery,
      delivery_zones: zonesRequest(zones),
      bank_details: form.bank_details,
      // Paystack payouts are a way to pay too: a zone without pay on delivery needs no bank.
      pays_online: store.pays_online,
    });
    const valid = errors.show({
      contact_email: EMAIL_PATTERN.test(form.contact_email.trim())
        ? undefined
        : 'Enter the email address orders go to, like orders@shop.ng.',
      contact_phone: isPhoneOrEmpty(form.contact_phone) ? undefined : phoneMessage(),
      ...zoneErrors(zones),
      bank_details: noWayToPay ? NO_WAY_TO_PAY : undefined,
      opening_days: days.length === 0 ? 'Choose at least one day the store delivers.' : undefined,
    });
    if (!valid) return;
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
      <RefusalBanner {...refusal} title="The settings were not saved." />
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
        <TextField
          label="Phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="e.g. 0803 555 0101"
          hint="Shown to shoppers. Type it as you write it: 0803 555 0101 or +234 803 555 0101."
          {...field('contact_phone')}
        />
      </section>
      <DeliveryZonesEditor
        zones={zones}
        storeTakesPayOnDelivery={payOnDelivery}
        errorOf={(index) => errors.errorOf(`zone-${index}`)}
        onChange={(next, index) => {
          setZones(next);
          if (index !== undefined) errors.clear(`zone-${index}`);
          errors.clear('bank_details');
        }}
      />
      <DeliveryDaysEditor
        days={days}
        windows={windows}
        error={errors.errorOf('opening_days')}
        onDays={(next) => {
          setDays(next);
          errors.clear('opening_days');
        }}
        onWindows={setWindows}
      />
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
        <label className="sa-check">
          <input
            type="checkbox"
            checked={payOnDelivery}
            onChange={(e) => {
              setPayOnDelivery(e.target.checked);
              errors.clear('bank_details');
            }}
          />
          Take pay on delivery (cash or card at the door or at pickup)
        </label>
        <p className="uk-muted">
          {payOnDelivery
            ? 'Each delivery zone can switch it off for itself, above.'
            : 'Shoppers pay by bank transfer only.'}
        </p>
        <TextArea
          label="Bank details for transfers"
          rows={2}
          hint={
            store.is_demo
              ? DEMO_FIXED
              : mayChangeBank
                ? 'Shown after a shopper chooses to pay by transfer. Leave empty to take no transfers.'
                : "Shown after a shopper chooses to pay by transfer. Only the store's owner or Forgeworks can change it."
          }
          readOnly={store.is_demo || !mayChangeBank}
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
