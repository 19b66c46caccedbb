import { api, ApiError } from '@agency/api-client';
import { Link, useNavigate, usePageMeta } from '@agency/router';
import {
  Button,
  TextField,
  useAction,
  useFieldErrors,
  useTypedBeforeHydration,
} from '@agency/ui-kit/public';
import { type FormEvent, useState } from 'react';
import { titleFor } from '../../lib/look.ts';
import { useCurrentStore, useStorefront, useStorePaths } from '../../lib/store-context.tsx';
import { useStore } from '../../lib/store-info.ts';
import './orders.css';

type Field = 'number' | 'contact';

/** What the fields need before anything is sent. */
export function findOrderErrors(form: Record<Field, string>): Partial<Record<Field, string>> {
  return {
    number: /^\s*#?\s*\d{1,12}\s*$/.test(form.number)
      ? undefined
      : 'Enter your order number, like #1001.',
    contact:
      form.contact.trim().length >= 3
        ? undefined
        : 'Enter the phone number or email you ordered with.',
  };
}

/**
 * /{store}/orders/find: a shopper who lost the page (or the mail) finds the order by its number
 * and the phone or email it was placed with, and lands on its page. The server answers the same
 * when either is wrong, and limits tries.
 */
export function FindOrderPage() {
  const slug = useCurrentStore();
  const info = useStore();
  const { base } = useStorefront();
  const paths = useStorePaths();
  const navigate = useNavigate();
  usePageMeta({ title: titleFor('Find your order', info) });
  const [form, setForm] = useState<Record<Field, string>>({ number: '', contact: '' });
  const errors = useFieldErrors<Field>();
  // The page arrives rendered: what a shopper typed before it came alive is kept.
  useTypedBeforeHydration(errors.formRef, (typed) =>
    setForm((current) => ({ ...current, ...typed })),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const finding = useAction(
    async (asked: Record<Field, string>) => {
      const found = await api.shop.findOrder(slug, asked);
      navigate(
        `${base}/orders/${found.id}?${new URLSearchParams({ store: found.store, key: found.key })}`,
      );
    },
    {
      leaves: true,
      onError: (error) => {
        setProblem(error instanceof ApiError ? error.message : 'Something went wrong');
        requestAnimationFrame(() => document.getElementById('sf-find-problem')?.focus());
      },
    },
  );

  const field = (name: Field) => ({
    name,
    value: form[name],
    error: errors.errorOf(name),
    onChange: (event: { target: { value: string } }) => {
      setForm((current) => ({ ...current, [name]: event.target.value }));
      errors.clear(name);
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (finding.busy) return;
    setProblem(null);
    if (!errors.show(findOrderErrors(form))) return;
    await finding.run(form);
  };

  return (
    <div className="sf-container sf-page">
      <form ref={errors.formRef} className="sf-find" onSubmit={submit} noValidate>
        <h1 className="sf-title">Find your order</h1>
        <p className="uk-muted">
          Your order number is in your receipt mail and on the order page, like #1001.
        </p>
        {problem && (
          <div id="sf-find-problem" className="sf-alert" role="alert" tabIndex={-1}>
            {problem}
          </div>
        )}
        <TextField
          label="Order number"
          inputMode="numeric"
          autoComplete="off"
          placeholder="e.g. #1001"
          {...field('number')}
        />
        <TextField
          label="Phone or email"
          autoComplete="email"
          hint="The one you gave when you ordered."
          placeholder="e.g. 0803 555 0199"
          {...field('contact')}
        />
        <Button type="submit" busy={finding.busy}>
          Find my order
        </Button>
        <p>
          <Link to={paths.index}>Back to the store</Link>
        </p>
      </form>
    </div>
  );
}
