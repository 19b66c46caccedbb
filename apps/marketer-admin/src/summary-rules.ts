import type { BusinessSort, BusinessStatus } from '@agency/contract';
import { SORTS, STATUSES } from './business-rules.ts';

/** The outcome funnel, from each business's status now: an interested one may since be won. */
export interface Funnel {
  /** Past 'to contact': contacted, interested, won or lost. */
  reached: number;
  /** Interested or won. */
  interested: number;
  won: number;
  lost: number;
  notYet: number;
}

export function funnelOf(by: Record<BusinessStatus, number>): Funnel {
  return {
    reached: by.contacted + by.interested + by.won + by.lost,
    interested: by.interested + by.won,
    won: by.won,
    lost: by.lost,
    notYet: by.to_contact,
  };
}

/** A share as people read it: '40%', or '–' when there is nothing to divide by. */
export function rate(part: number, whole: number): string {
  if (whole <= 0) return '–';
  return `${Math.round((part / whole) * 100)}%`;
}

const short = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** A week's Monday (YYYY-MM-DD) as an axis label: '17 Nov'. */
export function weekLabel(start: string): string {
  return short.format(new Date(`${start}T00:00:00Z`));
}

/** Whole days from one YYYY-MM-DD to another (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** How late a follow-up is, said plainly: 'Today', 'Yesterday', '3 days overdue'. */
export function dueText(date: string, today: string): string {
  const late = daysBetween(date, today);
  if (late <= 0) return 'Today';
  if (late === 1) return 'Yesterday';
  return `${late} days overdue`;
}

/** The businesses list's address for a status, a search or a sort (what it reads on arrival). */
export function listHref(
  base: string,
  filter: { status?: BusinessStatus; q?: string; sort?: BusinessSort } = {},
): string {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status);
  if (filter.q) params.set('q', filter.q);
  if (filter.sort) params.set('sort', filter.sort);
  const query = params.toString();
  return `${base}/businesses${query ? `?${query}` : ''}`;
}

/** The list's filters in an address, each checked: anything unknown is left at its default. */
export function listFiltersOf(search: URLSearchParams): {
  status: BusinessStatus | '';
  q: string;
  sort: BusinessSort;
} {
  const status = search.get('status') ?? '';
  const sort = search.get('sort') ?? '';
  return {
    status: (STATUSES as string[]).includes(status) ? (status as BusinessStatus) : '',
    q: (search.get('q') ?? '').slice(0, 120),
    sort: (SORTS as string[]).includes(sort) ? (sort as BusinessSort) : 'newest',
  };
}
