import { storePagesPath } from '@agency/areas';
import { api } from '@agency/api-client';
import type { Business, BusinessStore as Store, DemoStoreOptions } from '@agency/contract';
import { colourProblem, isHexColour } from '@agency/contract/store-look';
import { useRouteData } from '@agency/router';
import {
  Button,
  buttonClass,
  Loaded,
  SelectField,
  TextField,
  useAction,
  useConfirm,
  useFieldErrors,
} from '@agency/ui-kit';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import {
  demoLink,
  lagosToday,
  openedText,
  progressText,
  whatsAppLink,
} from '../demo-store-rules.ts';
import './business-store.css';

/**
 * A business's store on its row (docs/product-rules.md, "From prospect to store"): "Make a demo
 * store", then its share link with Copy and WhatsApp and how often it was opened; once the
 * business is won, "Launch store"; once live, its launch checklist's progress.
 */
export function BusinessStore({
  business,
  demoWorkspace = false,
}: {
  business: Business;
  demoWorkspace?: boolean;
}) {
  const [making, setMaking] = useState(false);
  const [confirm, confirmDialog] = useConfirm();
  // Making or launching a store changes the business: its row, its page ('businesses' reads).
  const launching = useAction(() => api.prospects.launch(business.id), {
    success: (launched) => `Store launched. We invited ${launched.owner_email}.`,
    context: 'launch the store',
    refreshes: ['businesses'],
  });
  async function launch() {
    const yes = await confirm({
      title: `Launch the store for ${business.name}?`,
      children: `The demo marks go and ${business.email || 'the owner'} gets an invitation to run it. The store says "opening soon" and takes orders once its owner opens it; the template's items stay samples until the owner keeps them.`,
      confirmLabel: 'Launch',
      tone: 'primary',
    });
    if (yes) await launching.run();
  }
  const store = business.store;
  if (!store)
    return making ? (
      <MakeDemoStore
        business={business}
        demoWorkspace={demoWorkspace}
        onDone={() => setMaking(false)}
      />
    ) : (
      <div className="mk-store">
        <Button small variant="secondary" onClick={() => setMaking(true)}>
          Make a demo store
        </Button>
      </div>
    );

  return (
    <div className="mk-store">
      {store.is_demo ? (
        <DemoShare name={business.name} phone={business.phone ?? ''} store={store} />
      ) : (
        <p className="mk-store__line">
          <a href={storePagesPath(store.slug)}>Live store</a>
          <span className="uk-muted"> · {progressText(store)}</span>
        </p>
      )}
      {store.is_demo && business.status === 'won' && !demoWorkspace && (
        <Button small busy={launching.busy} onClick={launch}>
          Launch store
        </Button>
      )}
      {confirmDialog}
    </div>
  );
}

function DemoShare({ name, phone, store }: { name: string; phone: string; store: Store }) {
  const link = demoLink(window.location.origin, store.slug);
  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      toast.success('Link copied');
    } catch {
      toast.error('The link could not be copied. Select it and copy it by hand.');
    }
  }
  return (
    <>
      <p className="mk-store__line">
        Demo store:{' '}
        <a href={link} target="_blank" rel="noreferrer" className="mk-store__link">
          {link}
        </a>
      </p>
      <p className="mk-store__line uk-muted">{openedText(store, lagosToday())}</p>
      <span className="mk-store__actions">
        <Button
          small
          variant="secondary"
          onClick={copy}
          aria-label={`Copy the link to ${name}'s demo store`}
        >
          Copy
        </Button>
        <a
          className={buttonClass('secondary', true)}
          href={whatsAppLink(name, link, phone)}
          target="_blank"
          rel="noreferrer"
        >
          Share on WhatsApp
        </a>
      </span>
    </>
  );
}

function MakeDemoStore({
  business,
  demoWorkspace,
  onDone,
}: {
  business: Business;
  demoWorkspace: boolean;
  onDone: () => void;
}) {
  const options = useRouteData(`demo-options:${business.id}`, () =>
    api.prospects.demoOptions(business.id),
  );
  if (options.status !== 'ready')
    return (
      <div className="mk-store">
        <Loaded state={options} what="the demo store form" />
        {options.status === 'failed' && (
          <Button small variant="secondary" onClick={onDone}>
            Cancel
          </Button>
        )}
      </div>
    );
  return (
    <MakeDemoStoreForm
      business={business}
      demoWorkspace={demoWorkspace}
      options={options.data}
      onDone={onDone}
    />
  );
}

function MakeDemoStoreForm({
  business,
  demoWorkspace,
  options,
  onDone,
}: {
  business: Business;
  demoWorkspace: boolean;
  options: DemoStoreOptions;
  onDone: () => void;
}) {
  const [draft, setDraft] = useState({ template: options.guess, name: options.name, colour: '' });
  const [logo, setLogo] = useState<File | null>(null);
  const errors = useFieldErrors<'name' | 'colour'>();
  const making = useAction(
    async (name: string, colour: string) => {
      const logo_url = logo ? (await api.media.upload(logo)).data.files[0]?.url : undefined;
      await api.prospects.makeDemo(business.id, {
        template: draft.template,
        name,
        ...(colour && { primary_colour: colour }),
        ...(logo_url && { logo_url }),
      });
      onDone();
      return name;
    },
    {
      success: (name) => `Demo store for ${name} made`,
      context: 'make the demo store',
      refreshes: ['businesses'],
    },
  );

  async function make(event: FormEvent) {
    event.preventDefault();
    const colour = draft.colour.trim();
    const problem = !colour
      ? undefined
      : isHexColour(colour)
        ? (colourProblem('Brand colour', colour) ?? undefined)
        : 'Enter a colour like #1f5f8b.';
    const name = draft.name.trim();
    if (
      !errors.show({
        name:
          name.length < 2
            ? 'Enter the name the store should show, like Ibadan Shea Co.'
            : undefined,
        colour: problem,
      })
    )
      return;
    await making.run(name, colour);
  }

  return (
    <form
      ref={errors.formRef}
      className="mk-store mk-store__form"
      onSubmit={make}
      aria-label={`Make a demo store for ${business.name}`}
      noValidate
    >
      <SelectField
        label="Template"
        hint="Guessed from the business's name and notes."
        value={draft.template}
        onChange={(event) => setDraft({ ...draft, template: event.target.value })}
      >
        {options.templates.map((t) => (
          <option key={t.id} value={t.id}>
            {t.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Store name"
        value={draft.name}
        error={errors.errorOf('name')}
        onChange={(event) => {
          setDraft({ ...draft, name: event.target.value });
          errors.clear('name');
        }}
      />
      <TextField
        label="Brand colour (optional)"
        placeholder="e.g. #6d2f7a"
        value={draft.colour}
        error={errors.errorOf('colour')}
        onChange={(event) => {
          setDraft({ ...draft, colour: event.target.value });
          errors.clear('colour');
        }}
      />
      {!demoWorkspace && (
        <TextField
          label="Logo (optional)"
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
          onChange={(event) => setLogo(event.target.files?.[0] ?? null)}
        />
      )}
      <span className="mk-store__actions">
        <Button type="submit" small busy={making.busy}>
          Make the store
        </Button>
        <Button small variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </span>
    </form>
  );
}
