import type { BusinessStore } from '@agency/contract';
import { whatsAppHref } from '@agency/contract/rules';

/** The share link of a demo store: the agency's own /demo/{store} address. */
export function demoLink(origin: string, slug: string): string {
  return `${origin}/demo/${encodeURIComponent(slug)}`;
}

/**
 * A WhatsApp link carrying a short message and the link: straight to the business's chat when its
 * phone is a number, else WhatsApp asks the marketer which chat.
 */
export function whatsAppLink(name: string, link: string, phone = ''): string {
  const message = `Hello! We made a store for ${name} so you can see how it would look and sell online: ${link}`;
  return whatsAppHref(phone, message) || `https://wa.me/?text=${encodeURIComponent(message)}`;
}

/** Today in Lagos, YYYY-MM-DD. */
export function lagosToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(now);
}

/** How many days before `today` (both Lagos YYYY-MM-DD) a moment was. */
function daysAgo(at: string, today: string): number {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date(at));
  return Math.round((Date.parse(today) - Date.parse(day)) / 86_400_000);
}

/** "Opened 3 times, last yesterday" / "Not opened yet". */
export function openedText(store: Pick<BusinessStore, 'views' | 'last_viewed_at'>, today: string) {
  if (!store.views || !store.last_viewed_at) return 'Not opened yet';
  const days = daysAgo(store.last_viewed_at, today);
  const last =
    days <= 0
      ? 'today'
      : days === 1
        ? 'yesterday'
        : days < 7
          ? `${days} days ago`
          : `on ${new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'Africa/Lagos' }).format(new Date(store.last_viewed_at))}`;
  return `Opened ${store.views === 1 ? 'once' : `${store.views} times`}, last ${last}`;
}

/** "Launch checklist: 2 of 6 done". */
export function progressText(store: Pick<BusinessStore, 'checklist_done' | 'checklist_total'>) {
  return `Launch checklist: ${store.checklist_done} of ${store.checklist_total} done`;
}
