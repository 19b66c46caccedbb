import { describe, expect, it } from 'vitest';
import {
  badgeText,
  draftOf,
  EMPTY_DRAFT,
  followUpState,
  leadToDraft,
  requestOf,
  todayIso,
} from '../src/business-rules.ts';

const lead = {
  name: 'Ada Obi',
  email: 'ada@example.com',
  number: '08031234567',
  message: 'I sell snails in Lagos and want a store.',
};

describe('leadToDraft', () => {
  it('pre-fills a business from a message: the sender as name and contact', () => {
    expect(leadToDraft(lead)).toEqual({
      ...EMPTY_DRAFT,
      name: 'Ada Obi',
      contact_person: 'Ada Obi',
      phone: '08031234567',
      email: 'ada@example.com',
      notes: lead.message,
    });
  });

  it('takes the organisation when the message names one', () => {
    const draft = leadToDraft({ ...lead, message: 'Hello\nCompany: Golden Shell Farms\nThanks' });
    expect(draft.name).toBe('Golden Shell Farms');
    expect(draft.contact_person).toBe('Ada Obi');
    expect(leadToDraft({ ...lead, message: 'Organisation - Snail Hub' }).name).toBe('Snail Hub');
  });

  it('cuts fields to what the API takes', () => {
    const draft = leadToDraft({ ...lead, name: 'x'.repeat(300), message: 'm'.repeat(6000) });
    expect(draft.name).toHaveLength(120);
    expect(draft.notes).toHaveLength(5000);
  });
});

describe('requestOf', () => {
  const business = {
    id: '1',
    name: 'Palm Grove',
    marketer_id: 'm',
    created_at: '2026-11-01T00:00:00Z',
    contact_person: 'Bisi',
    phone: '',
    email: '',
    status: 'contacted' as const,
    notes: '',
    next_follow_up: null,
  };

  it('sends every field, trimmed, with no date as null', () => {
    expect(requestOf({ ...draftOf(business), name: '  Palm Grove  ' })).toEqual({
      name: 'Palm Grove',
      contact_person: 'Bisi',
      phone: '',
      email: '',
      status: 'contacted',
      notes: '',
      next_follow_up: null,
    });
  });

  it('with a before, only what changed', () => {
    const before = draftOf(business);
    expect(requestOf({ ...before, status: 'won', next_follow_up: '2026-12-01' }, before)).toEqual({
      status: 'won',
      next_follow_up: '2026-12-01',
    });
    expect(requestOf(before, before)).toEqual({});
  });
});

describe('small rules', () => {
  it('follow-up is due on or before today', () => {
    expect(followUpState(null, '2026-11-22')).toBe('none');
    expect(followUpState('2026-11-22', '2026-11-22')).toBe('due');
    expect(followUpState('2026-11-21', '2026-11-22')).toBe('due');
    expect(followUpState('2026-11-23', '2026-11-22')).toBe('later');
  });

  it('today in the local calendar', () => {
    expect(todayIso(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });

  it('the badge reads nothing for none and 99+ past 99', () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(7)).toBe('7');
    expect(badgeText(150)).toBe('99+');
  });
});
