import { api } from '@agency/api-client';
import type { DiscountCode } from '@agency/contract';
import { discountLabel, lagosInputValue } from '@agency/contract/catalogue';
import { refreshReads, usePageMeta, useRouteData } from '@agency/router';
import { AdminPage, Button, formatDate, Loaded, notify, useAction } from '@agency/ui-kit';
import { useState } from 'react';
import { money } from '../../../lib/money.ts';
import { useManagedStore } from '../store-choice.tsx';
import { DiscountForm } from './DiscountForm.tsx';
import { EMPTY_DISCOUNT, fromDiscount, toDiscountRequest } from './discount-form.ts';

/** What a code's limits are, in a line: minimum, days, uses. */
function rules(code: DiscountCode): string {
  const parts = [];
  if (code.min_order_kobo > 0) parts.push(`orders of ${money(code.min_order_kobo)} or more`);
  if (code.starts_on) parts.push(`from ${formatDate(code.starts_on)}`);
  if (code.ends_on) parts.push(`until ${formatDate(code.ends_on)}`);
  if (code.max_uses_per_shopper) parts.push(`${code.max_uses_per_shopper} per shopper`);
  return parts.length ? parts.join(' · ') : 'Any order, any day';
}

/** Whether a code can be used today (Lagos days): off, not started and ended codes cannot. */
function codeState(code: DiscountCode): string {
  const today = lagosInputValue(new Date()).slice(0, 10);
  if (!code.active) return 'off';
  if (code.ends_on && code.ends_on < today) return 'ended';
  if (code.starts_on && code.starts_on > today) return 'not started';
  if (code.max_uses !== null && code.used >= code.max_uses) return 'used up';
  return '';
}

/** Discounts: the store's codes, what each has given, and the forms to add, change and switch them off. */
export function DiscountsPage() {
  const { store } = useManagedStore();
  usePageMeta({ title: `Discounts · ${store.name} store admin` });
  const codesKey = `store-admin:discounts:${store.slug}`;
  const state = useRouteData(codesKey, () => api.discounts.list(store.slug));
  const [editing, setEditing] = useState<DiscountCode | null>(null);
  const [formKey, setFormKey] = useState(0);

  const switching = useAction(
    async (code: DiscountCode, active: boolean) => {
      await api.discounts.update(store.slug, code.id, { active });
      return { code, active };
    },
    {
      success: ({ code, active }) =>
        active ? `${code.code} is on again` : `${code.code} is switched off`,
      refreshes: [codesKey],
    },
  );
  const setActive = (code: DiscountCode, active: boolean) => void switching.run(code, active);

  return (
    <AdminPage title="Discounts">
      {editing ? (
        <DiscountForm
          key={editing.id}
          title={`Change ${editing.code}`}
          submitLabel="Save changes"
          initial={fromDiscount(editing)}
          onCancel={() => setEditing(null)}
          onSave={async (draft) => {
            await api.discounts.update(store.slug, editing.id, toDiscountRequest(draft));
            notify.success(`${draft.code.trim().toUpperCase()} saved`);
            setEditing(null);
            refreshReads([codesKey]);
          }}
        />
      ) : (
        <DiscountForm
          key={formKey}
          title="Add a discount code"
          submitLabel="Add code"
          initial={EMPTY_DISCOUNT}
          onSave={async (draft) => {
            const made = await api.discounts.create(store.slug, toDiscountRequest(draft));
            notify.success(`${made.code} added successfully`);
            setFormKey((n) => n + 1);
            refreshReads([codesKey]);
          }}
        />
      )}
      <section className="uk-panel" aria-labelledby="sa-codes">
        <h2 id="sa-codes" className="sa-subtitle">
          Your codes
        </h2>
        <Loaded
          state={state}
          what="the codes"
          empty={{
            title: 'No discount codes yet',
            children: 'Add one above and share it with your customers.',
          }}
        >
          {(codes) => (
            <div className="sa-table-wrap">
              <table className="sa-table" data-testid="discount-codes">
                <thead>
                  <tr>
                    <th scope="col">Code</th>
                    <th scope="col">Discount</th>
                    <th scope="col">Used</th>
                    <th scope="col">Taken off</th>
                    <th scope="col">
                      <span className="uk-visually-hidden">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {codes.map((code) => (
                    <tr key={code.id}>
                      <td data-label="Code">
                        <strong>{code.code}</strong>
                        {codeState(code) && <span className="uk-muted"> ({codeState(code)})</span>}
                      </td>
                      <td data-label="Discount">
                        {discountLabel(code.kind, code.value, money)}
                        <br />
                        <span className="uk-muted">{rules(code)}</span>
                      </td>
                      <td data-label="Used">
                        {code.used}
                        {code.max_uses !== null && ` of ${code.max_uses}`}
                      </td>
                      <td data-label="Taken off">{money(code.given_kobo)}</td>
                      <td>
                        <div className="sa-row">
                          <Button variant="secondary" small onClick={() => setEditing(code)}>
                            Edit
                          </Button>
                          <Button
                            variant="ghost"
                            small
                            onClick={() => setActive(code, !code.active)}
                          >
                            {code.active ? 'Switch off' : 'Switch on'}
                          </Button>
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </Loaded>
      </section>
    </AdminPage>
  );
}
