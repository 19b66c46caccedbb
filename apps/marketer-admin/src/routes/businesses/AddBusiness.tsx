import { ApiError, api } from '@agency/api-client';
import { Link } from '@agency/router';
import { Button, showApiError, TextField, useAction, useFieldErrors } from '@agency/ui-kit';
import { type FormEvent, useState } from 'react';
import { NAME_HELP } from '../../business-rules.ts';
import { findSimilar, type KnownBusiness, refuseSimilar } from '../../similar.ts';

/** The add flow (docs/product-rules.md): a name and Add; the similar-name rule is checked here first, then by the server. */
export function AddBusiness() {
  const [name, setName] = useState('');
  const errors = useFieldErrors<'name'>();
  // The business a refused name is close to, for the "Open it" link beside the message.
  const [match, setMatch] = useState<KnownBusiness | null>(null);
  const adding = useAction(
    async (trimmed: string) => {
      const { documents: everyone } = await api.businesses.names();
      const similar = findSimilar(trimmed, everyone);
      if (similar) {
        setMatch(similar);
        errors.show({ name: refuseSimilar(similar) });
        return null;
      }
      const created = await api.businesses.create(trimmed);
      setName('');
      return created;
    },
    {
      success: (created) => created && `${created.name} added successfully`,
      context: 'add business',
      refreshes: ['businesses'],
      onError: (error) => {
        // The server repeats the check; its 409 names the contact the same way, shown at the field too.
        showApiError(error);
        if (error instanceof ApiError && error.status === 409) {
          setMatch(null);
          errors.show({ name: error.message });
        }
      },
    },
  );

  async function add(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (adding.busy || !errors.show({ name: trimmed.length < 2 ? NAME_HELP : undefined })) return;
    await adding.run(trimmed);
  }

  return (
    <form
      ref={errors.formRef}
      className="uk-panel mk-add"
      onSubmit={add}
      aria-label="Add a business"
      noValidate
    >
      <TextField
        label="Business name"
        name="name"
        placeholder="e.g. Golden Shell Farms"
        autoComplete="off"
        value={name}
        error={
          errors.errorOf('name') && (
            <>
              {errors.errorOf('name')}
              {match?.id && (
                <>
                  {' '}
                  <Link to={match.id}>Open it</Link>
                </>
              )}
            </>
          )
        }
        onChange={(event) => {
          setName(event.target.value);
          setMatch(null);
          errors.clear('name');
        }}
      />
      <Button type="submit" busy={adding.busy}>
        Add
      </Button>
    </form>
  );
}
