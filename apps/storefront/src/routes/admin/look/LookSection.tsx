import { api } from '@agency/api-client';
import type { StoreInfo } from '@agency/contract';
import { DEFAULT_HERO_FOCUS } from '@agency/contract/store-look';
import { Button, TextArea, TextField, useAction, useFieldErrors } from '@agency/ui-kit';
import { type FormEvent, useState } from 'react';
import { storeInfoKey } from '../../../lib/store-info.ts';
import { CategoriesEditor } from './CategoriesEditor.tsx';
import { ColourField } from './ColourField.tsx';
import { LookPreview } from './LookPreview.tsx';
import { RefusalBanner, useRefusal } from '../refusal.tsx';
import {
  LOOK_REFUSALS,
  type LookDraft,
  type LookField,
  lookDraft,
  lookErrors,
  lookRequest,
} from './look-form.ts';
import { HeroFocusField } from './HeroFocusField.tsx';
import { PictureField } from './PictureField.tsx';
import './look.css';

const SOCIAL_FIELDS = [
  ['instagram', 'Instagram link', 'https://instagram.com/yourstore'],
  ['facebook', 'Facebook link', 'https://facebook.com/yourstore'],
  ['x', 'X link', 'https://x.com/yourstore'],
  ['tiktok', 'TikTok link', 'https://tiktok.com/@yourstore'],
  ['whatsapp', 'WhatsApp number', 'e.g. 0803 555 0101'],
] as const;

/**
 * Settings → Look: the store's name, copy, pictures (the hero with its focal point), colours,
 * categories and social links, with a live preview of the storefront in them. Saved with the
 * settings call; the custom domain has a page of its own (DomainForm).
 */
export function LookSection({
  store,
  onSaved,
}: {
  store: StoreInfo;
  onSaved: (store: StoreInfo) => void;
}) {
  const [draft, setDraft] = useState<LookDraft>(() => lookDraft(store));
  const errors = useFieldErrors<LookField>();
  const refusal = useRefusal(errors, LOOK_REFUSALS);
  const saving = useAction(
    async (look: LookDraft) => {
      const stored = await api.storeAdmin.saveSettings(store.slug, lookRequest(look));
      onSaved(stored);
    },
    {
      success: 'Look saved',
      onError: (error) => refusal.refuse((error as Error).message),
      // The shop's pages show the new look at once, not after the browser's kept answer expires.
      refreshes: [storeInfoKey(store.slug)],
    },
  );
  const set = <K extends keyof LookDraft>(key: K, value: LookDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    if (key in { name: 1, categories: 1, primary_colour: 1, accent_colour: 1 })
      errors.clear(key as LookField);
  };
  const text = (key: 'tagline' | 'description' | 'search_hint' | 'delivery_promise') => ({
    value: draft[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving.busy) return;
    refusal.clear();
    if (!errors.show(lookErrors(draft))) return;
    await saving.run(draft);
  };

  return (
    <form
      ref={errors.formRef}
      className="sa-form sa-look"
      onSubmit={submit}
      noValidate
      aria-label="The store's look"
    >
      <section className="uk-panel" aria-labelledby="sa-look">
        <h2 id="sa-look" className="sa-subtitle">
          Look
        </h2>
        <RefusalBanner {...refusal} title="The look was not saved." />
        <div className="sa-look__grid">
          <div className="sa-look__fields">
            <TextField
              label="Store name"
              name="name"
              value={draft.name}
              error={errors.errorOf('name')}
              onChange={(e) => set('name', e.target.value)}
            />
            <TextField label="Tagline" hint="A short line under the name." {...text('tagline')} />
            <TextArea
              label="Description"
              rows={3}
              hint="A paragraph for the store's home page."
              {...text('description')}
            />
            {/* The checklist's "Add a logo" lands here (settings/look#logo). */}
            <div id="logo" className="sa-anchor">
              <PictureField
                label="Logo"
                value={draft.logo_url}
                onChange={(url) => set('logo_url', url)}
                hint="Without a logo the store shows its initials in the primary colour."
              />
            </div>
            <PictureField
              label="Hero picture"
              value={draft.hero_url}
              onChange={(url) => {
                // A new picture's point of interest is its own: back to the middle.
                setDraft((d) => ({ ...d, hero_url: url, hero_focus: DEFAULT_HERO_FOCUS }));
              }}
              hint="The big picture of the store's home page."
            />
            {draft.hero_url && (
              <HeroFocusField
                picture={draft.hero_url}
                focus={draft.hero_focus}
                onChange={(focus) => set('hero_focus', focus)}
              />
            )}
            <ColourField
              field="primary_colour"
              value={draft.primary_colour}
              onChange={(value) => set('primary_colour', value)}
              hint="Buttons, links and the header. White text must be readable on it."
            />
            <ColourField
              field="accent_colour"
              value={draft.accent_colour}
              onChange={(value) => set('accent_colour', value)}
              hint="Badges and highlights."
            />
            <TextField
              label="Search example"
              hint="Shown in the store's search box, like: Search dresses, fabrics…"
              {...text('search_hint')}
            />
            <TextField
              label="Delivery promise"
              hint="Like: Delivered in Lagos within 24 hours"
              {...text('delivery_promise')}
            />
          </div>
          <LookPreview draft={draft} />
        </div>
        <CategoriesEditor
          groups={draft.categories}
          onChange={(groups) => set('categories', groups)}
          error={errors.errorOf('categories')}
        />
        <fieldset className="sa-social">
          <legend className="uk-field__label">Social links</legend>
          {SOCIAL_FIELDS.map(([key, label, placeholder]) => (
            <TextField
              key={key}
              label={label}
              placeholder={placeholder}
              value={draft.social[key]}
              error={errors.errorOf(key)}
              {...(key === 'whatsapp'
                ? { type: 'tel', inputMode: 'tel' as const, hint: 'Shoppers chat with you here.' }
                : {})}
              onChange={(e) => {
                set('social', { ...draft.social, [key]: e.target.value });
                errors.clear(key);
              }}
            />
          ))}
        </fieldset>
        <div className="sa-row">
          <Button type="submit" busy={saving.busy}>
            Save the look
          </Button>
        </div>
      </section>
    </form>
  );
}
