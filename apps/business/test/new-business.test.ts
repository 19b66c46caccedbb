import { describe, expect, it } from 'vitest';
import { failurePlace, nameError } from '../src/routes/businesses/new.tsx';

describe('a new business name', () => {
  it('must be 2 to 120 characters, spaces aside', () => {
    expect(nameError(' a ')).toBe('Enter the business name, at least 2 characters.');
    expect(nameError('x'.repeat(121))).toBe('Business name must be at most 120 characters');
    expect(nameError('  Golden Shell Farms ')).toBeNull();
  });
});

describe('a refused add', () => {
  it('is told at the field when it is about the name, never when the session ended, else in a toast', () => {
    expect(failurePlace({ status: 409, message: 'A similar business named "X"…' })).toBe('field');
    expect(failurePlace({ status: 400, message: 'Name is too long' })).toBe('field');
    expect(failurePlace({ status: 401, message: 'Session expired.', sessionExpired: true })).toBe(
      'none',
    );
    expect(failurePlace({ status: 503, message: 'Busy' })).toBe('toast');
    expect(failurePlace(new TypeError('Failed to fetch'))).toBe('toast');
  });
});
