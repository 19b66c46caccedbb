import { api } from '@agency/api-client';
import type { MediaEntry } from '@agency/contract';
import {
  PRODUCT_FULFILMENT_LABELS,
  PRODUCT_FULFILMENTS,
  type ProductFulfilment,
} from '@agency/contract/catalogue';
import {
  Button,
  SelectField,
  TextArea,
  TextField,
  useAction,
  useFieldErrors,
} from '@agency/ui-kit';
import { SegmentedChoice } from '@agency/ui-kit/reports';
import { type FormEvent, useState } from 'react';
import { pictureProps } from '../../../catalogue/art.ts';
import { type DraftField, draftErrors, type ItemDraft } from './item-form.ts';
import { OptionsEditor } from './OptionsEditor.tsx';
import { PictureChoice, pictureTieHint } from './PictureChoice.tsx';
import { TagPicker } from './TagPicker.tsx';
import { VariantsEditor } from './VariantsEditor.tsx';

const STATUS_OPTIONS = [
  { value: 'active', label: 'Published' },
  { value: 'draft', label: 'Draft' },
] as const;

/** The item form, for a new item and an existing one; `onSave` sends it. */
export function ItemForm({
  initial,
  submitLabel,
  onSave,
  extraActions,
}: {
  initial: ItemDraft;
  submitLabel: string;
  onSave: (draft: ItemDraft) => Promise<void>;
  extraActions?: React.ReactNode;
}) {
  const [draft, setDraft] = useState(initial);
  // The one validation pattern: each message under its field, focus on the first.
  const errors = useFieldErrors<DraftField>();
  // What only the server can say (the item is gone, a price it refuses) is not about one field.
  const saving = useAction(onSave, { context: 'save item' });
  const uploading = useAction(
    async (files: FileList) => {
      const added: MediaEntry[] = [];
      for (const file of [...files]) {
        const { data } = await api.media.upload(file);
        added.push({ file: data.files[0]!.url, mods: {} });
      }
      set('media', [...draft.media, ...added]);
    },
    { context: 'upload picture' },
  );
  const set = <K extends keyof ItemDraft>(key: K, value: ItemDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving.busy) return;
    if (!errors.show(draftErrors(draft))) return;
    await saving.run(draft);
  };

  const upload = async (files: FileList | null) => {
    if (!files?.length) return;
    await uploading.run(files);
  };

  return (
    <form ref={errors.formRef} className="sa-form" onSubmit={submit} noValidate aria-label="Item">
      <section className="uk-panel" aria-labelledby="sa-basics">
        <h2 id="sa-basics" className="sa-subtitle">
          The item
        </h2>
        <TextField
          label="Name"
          value={draft.name}
          error={errors.errorOf('name')}
          onChange={(e) => {
            set('name', e.target.value);
            errors.clear('name');
          }}
        />
        <TextField
          label="Short description (on its card)"
          value={draft.description}
          onChange={(e) => set('description', e.target.value)}
        />
        <TextArea
          label="Details"
          rows={4}
          value={draft.details}
          onChange={(e) => set('details', e.target.value)}
        />
        <SelectField
          label="How it reaches the shopper"
          hint="E-mailed and booked items ask for no address, no delivery fee and no pay on delivery."
          value={draft.fulfilment}
          onChange={(e) => set('fulfilment', e.target.value as ProductFulfilment)}
        >
          {PRODUCT_FULFILMENTS.map((kind) => (
            <option key={kind} value={kind}>
              {PRODUCT_FULFILMENT_LABELS[kind]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Made to order: days of notice"
          inputMode="numeric"
          placeholder="0"
          hint="Like 2 for “order two days ahead”. Checkout then asks for a day at least this far off."
          value={draft.lead_days}
          onChange={(e) => set('lead_days', e.target.value.replace(/\D/g, '').slice(0, 2))}
        />
        <TextArea
          label="Delivery"
          rows={2}
          value={draft.delivery}
          onChange={(e) => set('delivery', e.target.value)}
        />
        <TagPicker value={draft.tags} onChange={(tags) => set('tags', tags)} />
        <label className="sa-check">
          <input
            type="checkbox"
            checked={draft.price_suffix === '/mo'}
            onChange={(e) => set('price_suffix', e.target.checked ? '/mo' : '')}
          />
          Priced per month (a subscription)
        </label>
      </section>
      <section className="uk-panel" aria-labelledby="sa-pictures">
        <h2 id="sa-pictures" className="sa-subtitle">
          Pictures
        </h2>
        {draft.media.length > 0 && (
          <p className="uk-muted">
            Say what each picture shows: it is read out to shoppers who cannot see it (empty: the
            item&apos;s name). {pictureTieHint(draft.mods)}
          </p>
        )}
        {draft.media.length > 0 && (
          <ul className="sa-pictures" aria-label="Pictures">
            {draft.media.map((entry, index) => (
              <li key={`${entry.file}-${index}`}>
                <img
                  {...pictureProps(entry.file, '120px')}
                  alt={`${draft.name || 'Item'}, ${index + 1} of ${draft.media.length}`}
                  width={120}
                  height={90}
                />
                <TextField
                  label={`What picture ${index + 1} shows`}
                  placeholder="e.g. Seen from the front, on a plain table"
                  maxLength={200}
                  value={entry.alt ?? ''}
                  onChange={(e) =>
                    set(
                      'media',
                      draft.media.map((m, i) => (i === index ? { ...m, alt: e.target.value } : m)),
                    )
                  }
                />
                <PictureChoice
                  entry={entry}
                  index={index}
                  options={draft.mods}
                  onChange={(mods) =>
                    set(
                      'media',
                      draft.media.map((m, i) => (i === index ? { ...m, mods } : m)),
                    )
                  }
                />
                <div className="sa-row">
                  <Button
                    variant="ghost"
                    small
                    disabled={index === 0}
                    onClick={() => {
                      // The first picture is the card's: this one goes to the front.
                      set('media', [entry, ...draft.media.filter((_, i) => i !== index)]);
                    }}
                  >
                    Make first<span className="uk-visually-hidden"> (picture {index + 1})</span>
                  </Button>
                  <Button
                    variant="ghost"
                    small
                    onClick={() =>
                      set(
                        'media',
                        draft.media.filter((_, i) => i !== index),
                      )
                    }
                  >
                    Remove<span className="uk-visually-hidden"> picture {index + 1}</span>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
        <label className="sa-upload">
          <span>{uploading.busy ? 'Uploading…' : 'Add pictures'}</span>
          <input
            type="file"
            accept="image/*"
            multiple
            disabled={uploading.busy}
            onChange={(e) => upload(e.target.files)}
          />
        </label>
        <p className="uk-muted">
          The first picture is the one on the item's card. PNG, JPEG, WebP, GIF or AVIF, up to 20
          MB: a phone photo as it is.
        </p>
      </section>
      <section className="uk-panel" aria-labelledby="sa-options">
        <h2 id="sa-options" className="sa-subtitle">
          Options
        </h2>
        <OptionsEditor
          options={draft.mods}
          errors={errors}
          onChange={(options) => set('mods', options)}
        />
      </section>
      <section className="uk-panel" aria-labelledby="sa-prices">
        <h2 id="sa-prices" className="sa-subtitle">
          Prices and stock
        </h2>
        <VariantsEditor
          options={draft.mods}
          rows={draft.variants}
          errors={errors}
          onChange={(rows) => set('variants', rows)}
          trackStock={draft.track_stock}
          onTrackStock={(track) => set('track_stock', track)}
        />
      </section>
      <section className="uk-panel" aria-labelledby="sa-status">
        <h2 id="sa-status" className="sa-subtitle">
          In the store
        </h2>
        <SegmentedChoice
          legend="Status"
          options={STATUS_OPTIONS}
          value={draft.status}
          onChange={(status) => set('status', status)}
        />
        <p className="uk-muted">
          {draft.status === 'draft'
            ? 'A draft is saved for you only: shoppers do not see it until you publish it.'
            : 'Shoppers see it, search for it and can order it.'}
        </p>
      </section>
      <div className="sa-row sa-form__actions">
        <Button type="submit" busy={saving.busy}>
          {submitLabel}
        </Button>
        {extraActions}
      </div>
    </form>
  );
}
