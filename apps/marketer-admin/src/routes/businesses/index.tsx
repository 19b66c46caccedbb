import { api, signedIn } from '@agency/api-client';
import { similarBusinessMessage } from '@agency/contract/rules';
import { useRouteData } from '@agency/router';
import {
  AdminPage,
  Button,
  formatDate,
  Loading,
  showApiError,
  StateMessage,
  TextField,
} from '@agency/ui-kit';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { findSimilar } from '../../similar.ts';

/** The businesses this marketer has reached out to, and a form to record one more. */
export function BusinessesPage() {
  // A failure to load says so in place (once), with a way to try again.
  const list = useRouteData(
    `businesses:${signedIn()?.id}`,
    async () => (await api.businesses.list()).documents,
  );
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);

  async function add(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (busy) return;
    if (trimmed.length < 2) {
      toast.error('Enter the business name (at least 2 characters)');
      return;
    }
    setBusy(true);
    try {
      const { documents: everyone } = await api.businesses.names();
      const similar = findSimilar(trimmed, everyone);
      if (similar) {
        toast.error(similarBusinessMessage(similar.name, similar.contact));
        return;
      }
      const created = await api.businesses.create(trimmed);
      toast.success(`${created.name} added successfully`);
      setName('');
      list.reload();
    } catch (error) {
      // The server repeats the check; its 409 names the contact the same way.
      showApiError(error, 'add business');
    } finally {
      setBusy(false);
    }
  }

  return (
    <AdminPage title="Businesses">
      <form className="uk-panel mk-add" onSubmit={add} aria-label="Add a business">
        <TextField
          label="Business name"
          name="name"
          placeholder="e.g. Golden Shell Farms"
          autoComplete="off"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" busy={busy}>
          Add
        </Button>
      </form>
      <section className="uk-panel" aria-labelledby="reached-title">
        <h2 id="reached-title" className="mk-subtitle">
          Businesses you have reached out to
        </h2>
        {list.status === 'loading' && <Loading label="Loading businesses" />}
        {list.status === 'failed' && (
          <StateMessage
            tone="error"
            title="The list could not be loaded"
            action={<Button onClick={list.reload}>Try again</Button>}
          >
            {list.message}
          </StateMessage>
        )}
        {list.status === 'ready' && list.data.length === 0 && (
          <StateMessage title="No businesses yet">
            Record the first business you reach out to with the form above.
          </StateMessage>
        )}
        {list.status === 'ready' && list.data.length > 0 && (
          <ul className="uk-list" aria-label="Businesses">
            {list.data.map((business) => (
              <li key={business.id}>
                <strong>{business.name}</strong>
                <span className="uk-muted">Added {formatDate(business.created_at)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </AdminPage>
  );
}
