import { describe, expect, it } from 'vitest';
import {
  BLOG_ROUTE_WORDS,
  CONTACT_FIELDS,
  contactErrors,
  contactFieldError,
  EMAIL_PATTERN,
  mayChangeArticle,
  SIMILAR_NAME_DISTANCE,
  similarBusinessMessage,
  contactFormError,
} from '../src/rules.ts';

const filled = { name: 'Ada Obi', email: 'ada@shop.ng', number: '08035550199', message: 'Hello' };

describe('the contact form', () => {
  it("names each field in its toast: '<Field> not entered or value entered is not valid'", () => {
    expect(CONTACT_FIELDS.map(contactFieldError)).toEqual([
      'Name not entered or value entered is not valid',
      'Email not entered or value entered is not valid',
      'Number not entered or value entered is not valid',
      'Message not entered or value entered is not valid',
    ]);
  });

  it('says every wrong field in one message: the field’s own words for one, a list for several', () => {
    expect(contactFormError(['email'])).toBe('Email not entered or value entered is not valid');
    expect(contactFormError(['name', 'email'])).toBe(
      'Name and email not entered or values entered are not valid',
    );
    expect(contactFormError(['name', 'email', 'number', 'message'])).toBe(
      'Name, email, number and message not entered or values entered are not valid',
    );
  });

  it('wants each field longer than one character once trimmed, in the form’s order', () => {
    expect(contactErrors(filled)).toEqual([]);
    expect(contactErrors({ ...filled, name: 'Ad' })).toEqual([]);
    expect(contactErrors({ name: ' A ', email: '', number: '0', message: '  ' })).toEqual([
      'name',
      'email',
      'number',
      'message',
    ]);
  });

  it('wants a plausible email: something@label.tld, no spaces', () => {
    for (const email of ['ada@shop.ng', 'a.b+c@mail.example.com'])
      expect(EMAIL_PATTERN.test(email), email).toBe(true);
    for (const email of [
      'ada@shop',
      'ada shop@x.ng',
      '@shop.ng',
      'ada@.ng',
      'ada@shop..ng',
      'a@....',
    ])
      expect(EMAIL_PATTERN.test(email), email).toBe(false);
    expect(contactErrors({ ...filled, email: 'ada@shop' })).toEqual(['email']);
  });
});

describe('the similar-name rule', () => {
  it('calls names within an edit distance below 2 similar', () => {
    expect(SIMILAR_NAME_DISTANCE).toBe(2);
  });

  it('refuses in its own words, naming the existing business and whom to reach', () => {
    expect(similarBusinessMessage('Golden Shell Farms', 'the Forgeworks team')).toBe(
      'A similar business named "Golden Shell Farms" already exists, reach out to the Forgeworks team if you feel this is a bad catch',
    );
  });
});

describe('articles', () => {
  const article = { author_id: 'u-1' };

  it('are changed by their author or an admin only', () => {
    expect(mayChangeArticle({ id: 'u-1', role: 'marketer' }, article)).toBe(true);
    expect(mayChangeArticle({ id: 'u-2', role: 'admin' }, article)).toBe(true);
    expect(mayChangeArticle({ id: 'u-2', role: 'marketer' }, article)).toBe(false);
    expect(mayChangeArticle(null, article)).toBe(false);
    expect(mayChangeArticle(undefined, article)).toBe(false);
  });

  it("never take the editor's own words as their address", () => {
    expect([...BLOG_ROUTE_WORDS]).toEqual(['new', 'preview']);
  });
});
