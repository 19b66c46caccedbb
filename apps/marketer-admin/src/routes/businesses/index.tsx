import { api } from '@agency/api-client';
import type { Business } from '@agency/contract';
import { similarBusinessMessage } from '@agency/contract/rules';
import { showApiError, type Session } from '@agency/auth-gate';
import { AdminPage, Button, formatDate, Loading, StateMessage, TextField } from '@agency/ui-kit';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { findSimilar } from '../../similar.ts';

type ListState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; businesses: Business[] };

/** The businesses this marketer has reached out to, and a form to record one more. */
export function BusinessesPage({ session }: { session: Pick<Session, 'id' | 'role' | 'token'> }) {
  const { id, token } = session;
  const [list, setList] = useState<ListState>({ status: 'loading' });
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      const { documents } = await api.listBusinesses(id, token);
      setList({ status: 'ready', businesses: documents });
    } catch (error) {
      showApiError(error, 'businesses');
      setList({ status: 'failed' });
    }
  }, [id, token]);

  useEffect(() => {
    void load();
  }, [load]);

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
      const { documents: everyone } = await api.listAllBusinessNames(token);
      const similar = findSimilar(trimmed, everyone);
      if (similar) {
        toast.error(similarBusinessMessage(similar.name, similar.contact));
        return;
      }
      const created = await api.createBusiness(trimmed, id, token);
      toast.success(`${created.name} added successfully`);
      setName('');
      await load();
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
        <Button type="submit" busy={busy}>Add</Button>
      </form>
      <section className="uk-panel" aria-labelledby="reached-title">
        <h2 id="reached-title" className="mk-subtitle">Businesses you have reached out to</h2>
        {list.status === 'loading' && <Loading label="Loading businesses" />}
        {list.status === 'failed' && (
          <StateMessage tone="error" title="The list could not be loaded" action={<Button onClick={() => void load()}>Try again</Button>} />
        )}
        {list.status === 'ready' && list.businesses.length === 0 && (
          <StateMessage title="No businesses yet">Record the first business you reach out to with the form above.</StateMessage>
        )}
        {list.status === 'ready' && list.businesses.length > 0 && (
          <ul className="uk-list" aria-label="Businesses">
            {list.businesses.map((business) => (
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
