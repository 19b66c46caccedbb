import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { emailField, text } from '../src/strings.ts';
import { refusals } from './refusals.ts';

const name = text({
  max: 10,
  tooLong: 'Too long',
  invalid: 'Enter a name',
  min: 2,
  tooShort: 'Too short',
});

describe('a text field', () => {
  it('is trimmed, then held to its minimum and maximum with its own words', () => {
    expect(name.parse('  Ada  ')).toBe('Ada');
    expect(refusals(name, ' A ')).toEqual(['Too short']);
    expect(refusals(name, 'A'.repeat(11))).toEqual(['Too long']);
    expect(refusals(name, 'A'.repeat(10))).toEqual([]);
  });

  it('says the invalid message for a missing value, a non-string and a NUL (PostgreSQL cannot store it)', () => {
    expect(refusals(name, undefined)).toEqual(['Enter a name']);
    expect(refusals(name, 42)).toEqual(['Enter a name']);
    expect(refusals(name, 'Ad\u0000a')).toEqual(['Enter a name']);
  });

  it('says the invalid message for a short value when it has no words for that', () => {
    const title = text({ max: 50, tooLong: 'Too long', invalid: 'Title is required', min: 1 });
    expect(refusals(title, '   ')).toEqual(['Title is required']);
  });

  it('keeps surrounding spaces when told not to trim', () => {
    const raw = text({ max: 10, tooLong: 'Too long', invalid: 'Bad', trim: false });
    expect(raw.parse('  x  ')).toBe('  x  ');
  });

  it('stops at the length check: nothing after it sees an oversized value', () => {
    let seen = 0;
    const checked = text({ max: 5, tooLong: 'Too long', invalid: 'Bad' }).refine((value) => {
      seen += 1;
      return value.length > 0;
    });
    expect(refusals(checked, 'x'.repeat(100_000))).toEqual(['Too long']);
    expect(seen).toBe(0);
  });
});

describe('an email field', () => {
  const email = emailField('Enter a valid email address');

  it('is trimmed and lower-cased', () => {
    expect(email.parse('  Ada@Shop.NG ')).toBe('ada@shop.ng');
  });

  it('refuses with one message whatever is wrong, up to 254 characters', () => {
    for (const value of ['', 'ada', 'ada@', 'ada@shop', 42, `${'a'.repeat(250)}@x.ng`])
      expect(refusals(email, value), String(value)).toEqual(['Enter a valid email address']);
  });

  it('fits in an object schema as any field does', () => {
    expect(z.object({ email }).parse({ email: 'A@B.NG' })).toEqual({ email: 'a@b.ng' });
  });
});
