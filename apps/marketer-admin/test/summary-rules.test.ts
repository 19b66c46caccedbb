import { describe, expect, it } from 'vitest';
import {
  dueText,
  funnelOf,
  listFiltersOf,
  listHref,
  rate,
  weekLabel,
} from '../src/summary-rules.ts';

describe('summary rules', () => {
  it('counts the funnel from statuses: reached is past to contact, interested includes won', () => {
    expect(funnelOf({ to_contact: 4, contacted: 3, interested: 2, won: 1, lost: 2 })).toEqual({
      reached: 8,
      interested: 3,
      won: 1,
      lost: 2,
      notYet: 4,
    });
  });
  it('says rates as whole percentages, and a dash with nothing to divide by', () => {
    expect(rate(1, 3)).toBe('33%');
    expect(rate(2, 2)).toBe('100%');
    expect(rate(0, 0)).toBe('–');
  });
  it('labels weeks by their Monday and follow-ups by how late they are', () => {
    expect(weekLabel('2026-11-16')).toBe('16 Nov');
    expect(dueText('2026-11-24', '2026-11-24')).toBe('Today');
    expect(dueText('2026-11-23', '2026-11-24')).toBe('Yesterday');
    expect(dueText('2026-11-01', '2026-11-24')).toBe('23 days overdue');
  });
  it("links to the list's filters and reads them back, ignoring what it does not know", () => {
    const href = listHref('/admin', { status: 'won', q: 'Eko & Sons' });
    expect(href).toBe('/admin/businesses?status=won&q=Eko+%26+Sons');
    expect(listHref('/demo/admin')).toBe('/demo/admin/businesses');
    const back = new URL(href, 'http://x').searchParams;
    expect(listFiltersOf(back)).toEqual({ status: 'won', q: 'Eko & Sons', sort: 'newest' });
    const odd = new URLSearchParams('status=maybe&sort=oldest');
    expect(listFiltersOf(odd)).toEqual({ status: '', q: '', sort: 'newest' });
  });
});
