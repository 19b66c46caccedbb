import { api } from '@agency/api-client';
import { useEffect, useState } from 'react';

const EVENT = 'forgeworks:leads-changed';
const EVERY_MS = 60_000;

/** Tells the menu's badge to count again (a lead was handled or converted), or the count itself. */
export function leadsChanged(unread?: number): void {
  globalThis.dispatchEvent?.(new CustomEvent(EVENT, { detail: unread }));
}

/** How many contact messages are not handled yet: on mount, every minute, and after a change. */
export function useUnreadLeads(enabled: boolean): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const load = () =>
      api.contact.unread().then(
        (page) => live && setCount(page.unread),
        () => undefined,
      );
    load();
    const timer = setInterval(load, EVERY_MS);
    const changed = (event: Event) => {
      const known = (event as CustomEvent<number | undefined>).detail;
      if (typeof known === 'number') setCount(known);
      else load();
    };
    window.addEventListener(EVENT, changed);
    return () => {
      live = false;
      clearInterval(timer);
      window.removeEventListener(EVENT, changed);
    };
  }, [enabled]);
  return count;
}
