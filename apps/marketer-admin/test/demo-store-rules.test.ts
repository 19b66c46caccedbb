import { describe, expect, it } from 'vitest';
import { demoLink, openedText, progressText, whatsAppLink } from '../src/demo-store-rules.ts';

describe('a demo store on its row', () => {
  it('shares the agency address and a WhatsApp message carrying it', () => {
    const link = demoLink('https://forgeworks.ng', 'mama-put');
    expect(link).toBe('https://forgeworks.ng/demo/mama-put');
    const wa = whatsAppLink('Mama Put', link);
    expect(wa.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(wa.slice('https://wa.me/?text='.length))).toContain(link);
    // With the business's number, straight to its chat.
    const direct = whatsAppLink('Mama Put', link, '0803 555 0199');
    expect(direct.startsWith('https://wa.me/2348035550199?text=')).toBe(true);
    expect(decodeURIComponent(direct)).toContain(link);
    expect(whatsAppLink('Mama Put', link, 'none')).toBe(wa);
  });

  it('says how often and when it was last opened, in Lagos days', () => {
    const today = '2026-11-25';
    expect(openedText({ views: 0, last_viewed_at: null }, today)).toBe('Not opened yet');
    expect(openedText({ views: 1, last_viewed_at: '2026-11-25T08:00:00Z' }, today)).toBe(
      'Opened once, last today',
    );
    expect(openedText({ views: 3, last_viewed_at: '2026-11-24T20:00:00Z' }, today)).toBe(
      'Opened 3 times, last yesterday',
    );
    // 23:30 UTC on the 23rd is already the 24th in Lagos.
    expect(openedText({ views: 2, last_viewed_at: '2026-11-23T23:30:00Z' }, today)).toBe(
      'Opened 2 times, last yesterday',
    );
    expect(openedText({ views: 2, last_viewed_at: '2026-11-21T10:00:00Z' }, today)).toBe(
      'Opened 2 times, last 4 days ago',
    );
    expect(progressText({ checklist_done: 2, checklist_total: 6 })).toBe(
      'Launch checklist: 2 of 6 done',
    );
  });
});
