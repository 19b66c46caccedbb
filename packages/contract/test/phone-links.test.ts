import { describe, expect, it } from 'vitest';
import { telHref, whatsAppHref, whatsAppNumber } from '../src/rules.ts';

describe('phone links', () => {
  it('calls the digits as typed, keeping a leading +', () => {
    expect(telHref('0803 555 0199')).toBe('tel:08035550199');
    expect(telHref(' +234 (803) 555-0199 ')).toBe('tel:+2348035550199');
  });

  it('writes WhatsApp numbers in international form, a Nigerian 0 becoming 234', () => {
    expect(whatsAppNumber('0803 555 0199')).toBe('2348035550199');
    expect(whatsAppNumber('+234 803 555 0199')).toBe('2348035550199');
    expect(whatsAppNumber('00447911123456')).toBe('447911123456');
    expect(whatsAppNumber('0803')).toBe('');
    expect(whatsAppNumber('')).toBe('');
  });

  it('links a chat with an optional first message, or nothing for no number', () => {
    expect(whatsAppHref('0803 555 0199')).toBe('https://wa.me/2348035550199');
    expect(whatsAppHref('08035550199', 'Hello & welcome')).toBe(
      'https://wa.me/2348035550199?text=Hello%20%26%20welcome',
    );
    expect(whatsAppHref('n/a')).toBe('');
  });
});
