import { api } from '@agency/api-client';
import { useSession } from '@agency/auth-gate';
import type { Payouts, ResolvedAccount, StoreInfo, StoreMember } from '@agency/contract';
import { useRouteData } from '@agency/router';
import { Button, Loaded, TextField, useAction, useFieldErrors } from '@agency/ui-kit';
import { type FormEvent, useEffect, useState } from 'react';
import { storeInfoKey } from '../../../lib/store-info.ts';
import { ACCOUNT_DIGITS, bankNamed, completeRequest, payoutErrors } from './payouts-form.ts';
import './payouts.css';

/** Who may change where a store's money goes: its owner or an agency admin (the API checks it too). */
export const MAY_CHANGE_PAYOUTS = new Set(['owner', 'admin']);

export const payoutsKey = (slug: string) => `store-admin:payouts:${slug}`;

/**
 * Settings → Payments: the bank account Paystack pays the store's online payments into. The owner
 * picks the bank, types the account number, reads the name Paystack finds for it and connects;
 * a store admin sees whether online payments are on and who looks after them (a wrong account
 * sends shoppers' money away).
 */
export function PayoutsSection({ store }: { store: StoreInfo }) {
  const session = useSession('store_admin');
  const mayChange = !!session && MAY_CHANGE_PAYOUTS.has(session.role);
  return (
    <section className="uk-panel sa-payouts" id="payments" aria-labelledby="sa-payouts">
      <h2 id="sa-payouts" className="sa-subtitle">
        Payments
      </h2>
      <p className="uk-muted">
        Shoppers pay by card, bank transfer or USSD through Paystack, and the money goes straight to
        this account.
      </p>
      {store.is_demo ? (
        <p>A demo store takes no online payments. Connect payouts once the store is launched.</p>
      ) : mayChange ? (
        <OwnersPayouts store={store} />
      ) : (
        // A store admin neither reads nor changes the account (the API answers 403): whether
        // shoppers can pay online, and who looks after it.
        <>
          <p data-testid="payout-account">
            {store.pays_online
              ? 'Online payments are connected: shoppers can pay by card, transfer or USSD.'
              : 'Online payments are not connected yet.'}
          </p>
          <OnlyTheOwner store={store} />
        </>
      )}
    </section>
  );
}

/** The owner's (or an admin's) view: the account, or the form that connects or changes it. */
function OwnersPayouts({ store }: { store: StoreInfo }) {
  const payouts = useRouteData(payoutsKey(store.slug), () => api.payments.payouts(store.slug));
  const [changing, setChanging] = useState(false);
  return (
    <Loaded state={payouts} what="the payout account">
      {(current) =>
        !current.available && !current.connected ? (
          <p data-testid="payout-account">
            Online payments are not switched on for Forgeworks stores yet: shoppers pay by transfer
            or on delivery.
          </p>
        ) : changing || !current.connected ? (
          <PayoutsForm
            store={store}
            changing={current.connected}
            onDone={() => setChanging(false)}
          />
        ) : (
          <PayoutAccount payouts={current} onChange={() => setChanging(true)} />
        )
      }
    </Loaded>
  );
}

/** The connected account with "Change". */
function PayoutAccount({ payouts, onChange }: { payouts: Payouts; onChange: () => void }) {
  return (
    <>
      <dl className="sa-payouts__account" data-testid="payout-account">
        <div>
          <dt>Bank</dt>
          <dd>{payouts.bank_name}</dd>
        </div>
        <div>
          <dt>Account number</dt>
          <dd>{payouts.account_number}</dd>
        </div>
        <div>
          <dt>Account name</dt>
          <dd>{payouts.account_name}</dd>
        </div>
      </dl>
      <div className="sa-row">
        <Button variant="secondary" onClick={onChange}>
          Change
        </Button>
      </div>
    </>
  );
}

/** A store admin reads who looks after payouts: the owner, by name when the store has one. */
function OnlyTheOwner({ store }: { store: StoreInfo }) {
  const people = useRouteData(
    `store-admin:people:${store.slug}`,
    async () => (await api.storeAdmin.people(store.slug)).documents,
  );
  const owner =
    people.status === 'ready'
      ? people.data.find((person: StoreMember) => person.role === 'owner')
      : undefined;
  return (
    <p className="uk-muted" data-testid="payouts-who">
      Only {owner ? `${owner.name}, the store's owner,` : "the store's owner"} or Forgeworks can see
      or change the account online payments go to.
    </p>
  );
}

type PayoutField = 'bank' | 'account';

/** The bank (searchable), the account number, the name Paystack finds, and the confirming press. */
function PayoutsForm({
  store,
  changing,
  onDone,
}: {
  store: StoreInfo;
  changing: boolean;
  onDone: () => void;
}) {
  const banks = useRouteData('payments:banks', async () => (await api.payments.banks()).banks, {
    keepFor: 60 * 60_000,
  });
  return (
    <Loaded state={banks} what="the banks">
      {(list) => <PayoutsFields store={store} banks={list} changing={changing} onDone={onDone} />}
    </Loaded>
  );
}

function PayoutsFields({
  store,
  banks,
  changing,
  onDone,
}: {
  store: StoreInfo;
  banks: { code: string; name: string }[];
  changing: boolean;
  onDone: () => void;
}) {
  const [form, setForm] = useState({ bank: '', account: '' });
  const errors = useFieldErrors<PayoutField>();
  // The last check, for the bank and number it was for: its account, or that it was refused.
  const [checked, setChecked] = useState<{ key: string; account?: ResolvedAccount } | null>(null);
  const request = completeRequest(banks, form);
  const key = request ? `${request.bank_code}:${request.account_number}` : '';
  const checking = useAction(
    async (asked: { bank_code: string; account_number: string }) =>
      api.payments.checkPayouts(store.slug, asked),
    {
      context: 'check the payout account',
      onError: (error) => errors.show({ account: (error as Error).message }),
    },
  );
  const check = async () => {
    if (!request) return;
    const asked = key;
    const account = await checking.run(request);
    setChecked({ key: asked, account });
  };
  // Checked as soon as both fields are complete, as a bank app does: no button to find the name.
  // A check still under way for other digits is let finish, then this one runs.
  useEffect(() => {
    if (request && !checking.busy && checked?.key !== key) void check();
  }, [key, checking.busy]);
  const account = checked?.key === key ? (checked.account ?? null) : null;

  const saving = useAction(async () => api.payments.savePayouts(store.slug, request!), {
    success: (saved) => `Payouts connected: online payments now go to ${saved.account_name}.`,
    // The store list too: the settings' pay rules read `pays_online` from it (no bank needed).
    refreshes: [payoutsKey(store.slug), storeInfoKey(store.slug), 'store-admin:stores'],
    onError: (error) => errors.show({ account: (error as Error).message }),
  });

  const set = (name: PayoutField, value: string) => {
    setForm((current) => ({ ...current, [name]: value }));
    errors.clear(name);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!errors.show(payoutErrors(banks, form))) return;
    // Refused or not asked yet: asked (again) now; connecting waits for the name.
    if (!account) return check();
    if (await saving.run()) onDone();
  };

  return (
    <form
      ref={errors.formRef}
      className="sa-payouts__form"
      onSubmit={submit}
      noValidate
      aria-label="Payout account"
    >
      <TextField
        label="Bank"
        name="bank"
        list="sa-banks"
        autoComplete="off"
        placeholder="e.g. GTBank"
        hint="Type a few letters of its name and pick it."
        value={form.bank}
        error={errors.errorOf('bank')}
        onChange={(event) => set('bank', event.target.value)}
      />
      <datalist id="sa-banks">
        {banks.map((bank) => (
          <option key={bank.code} value={bank.name} />
        ))}
      </datalist>
      <TextField
        label="Account number"
        name="account"
        inputMode="numeric"
        autoComplete="off"
        maxLength={ACCOUNT_DIGITS + 3}
        placeholder="e.g. 0123456789"
        hint="The 10 digits of the account Paystack pays into."
        value={form.account}
        error={errors.errorOf('account')}
        onChange={(event) => set('account', event.target.value)}
      />
      <p className="sa-payouts__name" role="status" data-testid="payout-name">
        {checking.busy ? (
          'Finding the account name…'
        ) : account ? (
          <>
            Account name: <strong>{account.account_name}</strong> ·{' '}
            {bankNamed(banks, form.bank)?.name ?? account.bank_name}
          </>
        ) : (
          ''
        )}
      </p>
      <div className="sa-row">
        <Button type="submit" busy={saving.busy} disabled={checking.busy}>
          {account ? 'Connect payouts' : 'Find the account'}
        </Button>
        {changing && (
          <Button variant="secondary" onClick={onDone} disabled={saving.busy}>
            Keep the current account
          </Button>
        )}
      </div>
    </form>
  );
}
